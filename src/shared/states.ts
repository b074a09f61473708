/** The 27 federative units with their IBGE codes (spec 2 §3). */
export const STATES: readonly { code: number; uf: string; name: string }[] = [
  { code: 11, uf: 'RO', name: 'Rondônia' },
  { code: 12, uf: 'AC', name: 'Acre' },
  { code: 13, uf: 'AM', name: 'Amazonas' },
  { code: 14, uf: 'RR', name: 'Roraima' },
  { code: 15, uf: 'PA', name: 'Pará' },
  { code: 16, uf: 'AP', name: 'Amapá' },
  { code: 17, uf: 'TO', name: 'Tocantins' },
  { code: 21, uf: 'MA', name: 'Maranhão' },
  { code: 22, uf: 'PI', name: 'Piauí' },
  { code: 23, uf: 'CE', name: 'Ceará' },
  { code: 24, uf: 'RN', name: 'Rio Grande do Norte' },
  { code: 25, uf: 'PB', name: 'Paraíba' },
  { code: 26, uf: 'PE', name: 'Pernambuco' },
  { code: 27, uf: 'AL', name: 'Alagoas' },
  { code: 28, uf: 'SE', name: 'Sergipe' },
  { code: 29, uf: 'BA', name: 'Bahia' },
  { code: 31, uf: 'MG', name: 'Minas Gerais' },
  { code: 32, uf: 'ES', name: 'Espírito Santo' },
  { code: 33, uf: 'RJ', name: 'Rio de Janeiro' },
  { code: 35, uf: 'SP', name: 'São Paulo' },
  { code: 41, uf: 'PR', name: 'Paraná' },
  { code: 42, uf: 'SC', name: 'Santa Catarina' },
  { code: 43, uf: 'RS', name: 'Rio Grande do Sul' },
  { code: 50, uf: 'MS', name: 'Mato Grosso do Sul' },
  { code: 51, uf: 'MT', name: 'Mato Grosso' },
  { code: 52, uf: 'GO', name: 'Goiás' },
  { code: 53, uf: 'DF', name: 'Distrito Federal' },
];

/** IBGE state code -> UF (35 -> 'SP'). */
export const UF_BY_STATE_CODE: ReadonlyMap<number, string> = new Map(STATES.map((s) => [s.code, s.uf]));
