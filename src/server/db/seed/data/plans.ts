import { USER_TYPES } from '#shared/constants.ts';

export interface PlanSeed {
  name: string;
  slug: string;
  userType: number;
  priceCents: number;
  periodMonths: number;
  days: number;
  highlighted: boolean;
  description: string;
  attributes: string[];
  freeTrial: boolean;
  sortOrder: number;
}

/** Spec 2 §3 (slugs) and §9 (prices and periods); the annual plan is the highlighted ("INDICADO") one. */
export const PLANS: readonly PlanSeed[] = [
  {
    name: 'Anual',
    slug: 'pf-anual',
    userType: USER_TYPES.PF,
    priceCents: 14990,
    periodMonths: 12,
    days: 365,
    highlighted: true,
    description: 'O melhor custo-benefício para quem anuncia o ano inteiro para os vizinhos.',
    attributes: ['1 anúncio por crédito', 'Válido por 1 ano', 'Destaque na busca', 'Até 12 fotos por anúncio', 'Suporte por e-mail'],
    freeTrial: false,
    sortOrder: 1,
  },
  {
    name: 'Semestral',
    slug: 'pf-semestral',
    userType: USER_TYPES.PF,
    priceCents: 9990,
    periodMonths: 6,
    days: 180,
    highlighted: false,
    description: 'Seis meses de anúncio para quem quer testar a vizinhança com calma.',
    attributes: ['1 anúncio por crédito', 'Válido por 6 meses', 'Até 12 fotos por anúncio', 'Suporte por e-mail'],
    freeTrial: false,
    sortOrder: 2,
  },
  {
    name: 'Trimestral',
    slug: 'pf-trimestral',
    userType: USER_TYPES.PF,
    priceCents: 7990,
    periodMonths: 3,
    days: 90,
    highlighted: false,
    description: 'Ideal para uma temporada: venda de itens, aulas de férias ou encomendas de fim de ano.',
    attributes: ['1 anúncio por crédito', 'Válido por 3 meses', 'Até 12 fotos por anúncio'],
    freeTrial: false,
    sortOrder: 3,
  },
  {
    name: 'Anual',
    slug: 'pj-anual',
    userType: USER_TYPES.PJ,
    priceCents: 34990,
    periodMonths: 12,
    days: 365,
    highlighted: true,
    description: 'Presença o ano todo nos condomínios da sua região, com o melhor preço por mês.',
    attributes: ['1 anúncio por crédito', 'Válido por 1 ano', 'Destaque na busca', 'Página da empresa com redes sociais', 'Suporte prioritário'],
    freeTrial: false,
    sortOrder: 1,
  },
  {
    name: 'Semestral',
    slug: 'pj-semestral',
    userType: USER_TYPES.PJ,
    priceCents: 29990,
    periodMonths: 6,
    days: 180,
    highlighted: false,
    description: 'Seis meses para a sua empresa ser lembrada pelos moradores.',
    attributes: ['1 anúncio por crédito', 'Válido por 6 meses', 'Página da empresa com redes sociais', 'Suporte por e-mail'],
    freeTrial: false,
    sortOrder: 2,
  },
  {
    name: 'Trimestral',
    slug: 'pj-trimestral',
    userType: USER_TYPES.PJ,
    priceCents: 24990,
    periodMonths: 3,
    days: 90,
    highlighted: false,
    description: 'Para campanhas curtas, lançamentos e datas comemorativas.',
    attributes: ['1 anúncio por crédito', 'Válido por 3 meses', 'Suporte por e-mail'],
    freeTrial: false,
    sortOrder: 3,
  },
  {
    name: 'Mês Grátis',
    slug: 'pf-mes-gratis',
    userType: USER_TYPES.PF,
    priceCents: 0,
    periodMonths: 1,
    days: 30,
    highlighted: false,
    description: 'Experimente por 1 mês sem pagar nada. Uma vez por conta.',
    attributes: ['1 anúncio', 'Válido por 1 mês', 'Sem cartão de crédito'],
    freeTrial: true,
    sortOrder: 4,
  },
  {
    name: 'Mês Grátis',
    slug: 'pj-mes-gratis',
    userType: USER_TYPES.PJ,
    priceCents: 0,
    periodMonths: 1,
    days: 30,
    highlighted: false,
    description: 'Um mês grátis para sua empresa conhecer o NC. Uma vez por conta.',
    attributes: ['1 anúncio', 'Válido por 1 mês', 'Sem cartão de crédito'],
    freeTrial: true,
    sortOrder: 4,
  },
];
