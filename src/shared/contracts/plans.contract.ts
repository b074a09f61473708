import { z } from 'zod';

export const PlanSchema = z.object({
  codigoPLANO: z.number().int(),
  nome: z.string(),
  slug: z.string(),
  preco_centavos: z.number().int(),
  /** Price in reais, as the spec's clients read it. */
  valorPLANO: z.number(),
  periodo_meses: z.number().int(),
  /** Length in days. */
  tempoPLANO: z.number().int(),
  destaque: z.boolean(),
  descricao: z.string(),
  atributos: z.array(z.string()),
  tipoUsuario: z.number().int(),
  origem: z.enum(['novo', 'legado']),
  gratis: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansQuerySchema = z.object({
  tipo: z.enum(['pf', 'pj'], { error: 'O parâmetro tipo deve ser pf ou pj.' }).optional(),
});
export const PlanSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'Slug de plano inválido.' }),
});
export const PLAN_NOT_FOUND = 'Plano não encontrado.';
