/** The team's public channels, shown on /contato (spec 1 §2: contact details and social links). */
export const SOCIAL_LINKS = [
  { name: 'Instagram', handle: '@nc.classificados', href: 'https://www.instagram.com/nc.classificados' },
  { name: 'Facebook', handle: 'NC Classificados', href: 'https://www.facebook.com/nc.classificados' },
  { name: 'LinkedIn', handle: 'NC Classificados', href: 'https://www.linkedin.com/company/nc-classificados' },
] as const;

export const SUPPORT_HOURS = 'Segunda a sexta, das 9h às 18h (horário de Brasília)';
export const RESPONSE_TIME = 'Respondemos em até 2 dias úteis.';
