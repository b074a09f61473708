import { renderEmail, type RenderedEmail } from '../../adapters/email/layout.ts';

/** The export could not be prepared after its retries: ask again (a failed one does not count). */
export function exportFailedEmail(ctx: { publicUrl: string; name: string }): RenderedEmail {
  const page = new URL('/painel/configuracoes#meus-dados', ctx.publicUrl).toString();
  return renderEmail({
    template: 'dados-falhou',
    subject: 'Não conseguimos preparar seus dados',
    greetingName: ctx.name,
    intro: [
      'Tivemos um problema ao preparar o arquivo com os seus dados. Pedimos desculpas.',
      'Você pode pedir de novo agora mesmo em Configurações > Meus dados. Se o problema continuar, fale com a gente pela página de contato.',
    ],
    action: { label: 'Pedir de novo', url: page },
    outro: [],
  });
}
