import { z } from 'zod';
import { IdParamsSchema } from './common.contract.ts';

/** The entities whose admin actions are logged. */
export const AUDIT_ENTITIES = [
  'anuncio',
  'usuario',
  'categoria',
  'subcategoria',
  'condominio',
  // An advertiser's condominium suggestion, accepted or refused by an admin.
  'sugestao_condominio',
  // A paid invoice refunded by an admin ("Estornar", issue 35).
  'fatura',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_API = {
  /** GET ?entidade=anuncio&id=123: that entity's admin actions, newest first. */
  list: '/api/admin/auditoria',
} as const;

export const AuditQuerySchema = z.object({
  entidade: z.enum(AUDIT_ENTITIES, {
    error:
      'O parâmetro entidade deve ser anuncio, usuario, categoria, subcategoria, condominio, sugestao_condominio ou fatura.',
  }),
  id: IdParamsSchema.shape.id,
});

const AuditEntrySchema = z.object({
  id: z.number().int(),
  acao: z.string(),
  /** The admin who acted; null when that account no longer exists. */
  autor: z.object({ codigo: z.number().int(), nome: z.string() }).nullable(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  depois: z.record(z.string(), z.unknown()).nullable(),
  criadoEm: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({ data: z.array(AuditEntrySchema) });
export type AuditList = z.infer<typeof AuditListSchema>;

/** The Portuguese names of the logged actions, for the admin pages' history. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  aprovar: 'Aprovou',
  estornar: 'Estornou',
  reprovar: 'Reprovou',
  aprovar_alteracao: 'Aprovou a alteração',
  reprovar_alteracao: 'Reprovou a alteração',
  inativar: 'Inativou',
  destaque: 'Alterou o destaque',
  editar: 'Editou',
  remover: 'Removeu',
  criar: 'Criou',
  bloquear: 'Bloqueou',
  // The account's owner (issue 36 item 4).
  trocar_email: 'Trocou o e-mail',
  desfazer_troca_email: 'Desfez a troca de e-mail',
  ativar: 'Ativou',
  renomear: 'Renomeou',
  desativar: 'Desativou',
  denuncia_descartada: 'Descartou as denúncias',
  denuncias_resolvidas: 'Resolveu as denúncias (anúncio já fora do ar)',
  aceitar: 'Aceitou',
  recusar: 'Recusou',
  // A conversation report's actions, in the reported user's log.
  advertir: 'Advertiu por e-mail (denúncia de conversa)',
  denuncia_resolvida: 'Resolveu a denúncia de conversa (usuário já bloqueado)',
};
