/**
 * Everyday equivalences of the trades and goods a condominium resident searches for (issue 23):
 * a word of a group, typed unquoted and not excluded, finds listings with any word of its group
 * ("faxina" finds "diarista"). Reviewed by hand: a group holds words a resident would accept as
 * the same thing, not merely related ones ("bolo" is not "pão"). Each word in one group only.
 * Written as a resident types them; matching ignores case, accents and a final plural "s"/"es",
 * and the search stems them as it stems the listings. Several words ("banho e tosa") are searched
 * as a phrase.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['faxina', 'diarista', 'faxineira', 'limpeza'],
  ['conserto', 'reparo', 'manutenção'],
  ['aula', 'professor', 'professora', 'curso'],
  ['manicure', 'unha', 'pedicure'],
  ['cabeleireira', 'cabeleireiro', 'cabelo', 'salão de beleza'],
  // "Marido de aluguel": the handyman who does the small repairs of a home.
  ['marido de aluguel', 'faz tudo', 'pequenos reparos'],
  ['frete', 'mudança', 'carreto'],
  // Not "bolo": a search for a cake should not list every sweet; those who sell cakes say "bolo".
  ['confeitaria', 'confeiteira', 'confeiteiro', 'doceira', 'doces'],
  ['babá', 'cuidadora de crianças'],
  ['cuidador', 'cuidadora', 'acompanhante de idosos'],
  ['personal', 'personal trainer', 'treino'],
  ['pet', 'pet shop', 'banho e tosa'],
  ['adestramento', 'adestrador'],
  ['passeador', 'dog walker'],
  ['eletricista', 'elétrica'],
  ['encanador', 'hidráulica', 'bombeiro hidráulico'],
  ['pedreiro', 'obra', 'reforma'],
  ['pintor', 'pintura'],
  ['marceneiro', 'marcenaria', 'móveis planejados'],
  ['costureira', 'costura', 'ajuste de roupas'],
  ['salgados', 'salgadinhos', 'coxinha'],
  ['marmita', 'marmitex', 'quentinha'],
  ['bicicleta', 'bike'],
  ['celular', 'smartphone'],
  ['geladeira', 'refrigerador'],
  ['sofá', 'estofado'],
  ['computador', 'notebook', 'informática'],
  ['ar condicionado', 'climatização'],
  ['fisioterapia', 'fisioterapeuta'],
  ['psicóloga', 'psicólogo', 'terapia'],
  ['nutricionista', 'dieta'],
  ['massagem', 'massagista', 'massoterapia'],
  // Not "vaga": it is as often a parking space as a job.
  ['emprego', 'trabalho'],
  ['aluguel', 'locação'],
  ['festa', 'aniversário', 'buffet', 'bufê'],
];
