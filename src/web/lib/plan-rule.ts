/**
 * The rule of a plan's credit (ADR 023), said the same way on the plan cards (/anunciar,
 * /painel/planos) and in "Meus anúncios": a web feature imports no other, so it lives here.
 */
export const ONE_AD_ON_THE_AIR_RULE =
  'Cada plano mantém 1 anúncio no ar por vez durante o período. Vendeu ou encerrou? O crédito fica livre para outro anúncio.';
