/**
 * Everyday equivalences of the trades and goods a condominium resident searches for:
 * a word of a group, typed unquoted and not excluded, finds listings with any word of its group
 * ("faxina" finds "diarista"). Reviewed by hand: a group holds words a resident would accept as
 * the same thing, not merely related ones ("bolo" is not "pão"). Each word in one group only.
 * Written as a resident types them; matching ignores case, accents and a final plural "s"/"es",
 * and the search stems them as it stems the listings. Several words ("marido de aluguel") are
 * searched as a phrase, which the in-memory match index cannot answer: the SQL path does, slower
 * for a common word, so a group with a common word holds single words only
 * (docs/performance-log.md §18).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['faxina', 'diarista', 'faxineira', 'limpeza'],
  ['conserto', 'reparo', 'manutenção'],
  ['aula', 'professor', 'professora', 'curso'],
  ['manicure', 'unha', 'pedicure'],
  ['cabeleireira', 'cabeleireiro', 'cabelo'],
  // "Marido de aluguel": the handyman who does the small repairs of a home.
  ['marido de aluguel', 'faz tudo', 'pequenos reparos'],
  ['frete', 'mudança', 'carreto'],
  // Not "bolo": a search for a cake should not list every sweet; those who sell cakes say "bolo".
  ['confeitaria', 'confeiteira', 'confeiteiro', 'doceira', 'doces'],
  ['babá', 'cuidadora', 'cuidador'],
  ['personal', 'treino'],
  // "Tosa": pet shops advertise "banho e tosa".
  ['pet', 'tosa'],
  ['adestramento', 'adestrador'],
  ['eletricista', 'elétrica'],
  ['encanador', 'hidráulica'],
  ['pedreiro', 'obra', 'reforma'],
  ['pintor', 'pintura'],
  ['marceneiro', 'marcenaria'],
  ['costureira', 'costura'],
  ['salgados', 'salgadinhos', 'coxinha'],
  ['marmita', 'marmitex', 'quentinha'],
  ['bicicleta', 'bike'],
  ['celular', 'smartphone'],
  ['geladeira', 'refrigerador'],
  ['sofá', 'estofado'],
  ['computador', 'notebook', 'informática'],
  ['fisioterapia', 'fisioterapeuta'],
  ['psicóloga', 'psicólogo', 'terapia'],
  ['nutricionista', 'dieta'],
  ['massagem', 'massagista', 'massoterapia'],
  // Not "vaga": it is as often a parking space as a job.
  ['emprego', 'trabalho'],
  ['aluguel', 'locação'],
  ['festa', 'aniversário', 'buffet', 'bufê'],
];
