/**
 * Name parts for synthetic places and people. Combined programmatically, they give the
 * autocomplete look-ups (bairros, logradouros, condomínios) a realistic mix: many names share
 * common words ("Jardim", "Residencial"), which is what makes trigram search work hard.
 */
import type { Rng } from './prng.ts';

export const FIRST_NAMES = `
João José Antônio Francisco Carlos Paulo Pedro Lucas Luiz Marcos Luís Gabriel Rafael Daniel
Marcelo Bruno Eduardo Felipe Raimundo Rodrigo Manoel Mateus André Fernando Fábio Leonardo
Gustavo Guilherme Leandro Tiago Anderson Ricardo Márcio Jorge Sebastião Alexandre Roberto
Edson Diego Vitor Sérgio Cláudio Matheus Thiago Geraldo Adriano Luciano Júlio Renato Alex
Vinícius Rogério Samuel Ronaldo Mário Flávio Igor Douglas Davi Otávio Caio Benedito Joaquim
Maria Ana Francisca Antônia Adriana Juliana Márcia Fernanda Patrícia Aline Sandra Camila Amanda
Bruna Jéssica Letícia Júlia Luciana Vanessa Mariana Gabriela Vera Vitória Larissa Cláudia
Beatriz Luana Rita Sônia Renata Eliane Josefa Simone Natália Cristina Carla Débora Rosângela
Jaqueline Rosa Daniela Aparecida Marlene Terezinha Raimunda Andreia Fabiana Lúcia Raquel
Ângela Rafaela Joana Luzia Elaine Daiane Regina Tatiane Helena Cecília Alice Laura Valentina
Heloísa Lívia Manuela Sofia Isabela Lorena Yasmin Carolina Priscila Viviane Silvana Rosana
`
  .split(/\s+/)
  .filter(Boolean);

export const SURNAMES = `
Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins
Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira
Nunes Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo Pinto
Monteiro Moura Cavalcanti Correia Batista Campos Borges Reis Xavier Castro Farias Azevedo
Fonseca Magalhães Medeiros Bezerra Sampaio Prado Queiroz Tavares Guimarães Brandão Figueiredo
Siqueira Pacheco Rezende Coelho Cunha Leite Melo Miranda Pires Vasconcelos Assis Sales Paiva
`
  .split(/\s+/)
  .filter(Boolean);

const NEIGHBOURHOOD_PREFIXES = [
  'Jardim',
  'Vila',
  'Parque',
  'Conjunto',
  'Residencial',
  'Alto',
  'Recanto',
  'Chácara',
  'Bosque',
  'Cidade',
  'Nova',
  'Portal',
  'Loteamento',
  'Jardim Novo',
  'Vila Nova',
  'Parque Residencial',
  'Setor',
  'Núcleo',
];
const PLACE_CORES = [
  'América',
  'Europa',
  'Paulista',
  'das Flores',
  'dos Ipês',
  'Primavera',
  'Bela Vista',
  'Boa Vista',
  'São José',
  'Santo Antônio',
  'Esperança',
  'Aurora',
  'Imperial',
  'Botânico',
  'Tropical',
  'Atlântico',
  'Ipiranga',
  'Independência',
  'Liberdade',
  'Industrial',
  'Universitário',
  'Eldorado',
  'Paraíso',
  'Planalto',
  'dos Pinheiros',
  'das Palmeiras',
  'das Acácias',
  'Itália',
  'Oriente',
  'Santa Cecília',
  'Santa Mônica',
  'Santa Rita',
  'São Francisco',
  'São Jorge',
  'São Pedro',
  'Nossa Senhora Aparecida',
  'das Laranjeiras',
  'dos Eucaliptos',
  'das Mangueiras',
  'das Oliveiras',
  'Guanabara',
  'Itamaraty',
  'Morumbi',
  'Floresta',
  'Alvorada',
  'Horizonte',
  'Sol Nascente',
  'Monte Verde',
  'Monte Alegre',
  'Vista Alegre',
  'Bom Retiro',
  'Bom Jesus',
  'Boa Esperança',
  'Novo Mundo',
  'Centenário',
  'Jequitibá',
  'Araucária',
  'Cerejeiras',
  'Jacarandás',
  'Manacás',
  'Tamarindos',
  'Girassóis',
  'Orquídeas',
  'Camélias',
  'Hortênsias',
  'Violetas',
  'Azaleias',
  'Tulipas',
  'Magnólias',
  'Sabiás',
  'Colibris',
  'Andorinhas',
  'Canários',
  'Beija-Flores',
  'Tucanos',
  'Pássaros',
  'Cachoeira',
  'Lagoa Azul',
  'Mirante',
  'Serrano',
  'Campestre',
  'Continental',
  'Brasília',
  'Amazonas',
  'Mantiqueira',
  'Cantareira',
  'Tiradentes',
  'Anchieta',
  'Cabral',
  'Bandeirantes',
  'Pioneiros',
  'Imigrantes',
  'Triângulo',
  'Rio Branco',
  'Bela Aliança',
  'Três Marias',
  'Santa Clara',
  'Santa Efigênia',
];
const ORDINALS = ['', 'II', 'III', 'IV'];

/** Neighbourhood names for one city, unique within it (the table has a unique (city, name)). */
export function neighbourhoodNames(rng: Rng, count: number): string[] {
  const names = new Set<string>(['Centro']);
  let guard = 0;
  while (names.size < count && guard++ < count * 50) {
    const ordinal = names.size > 800 ? rng.pick(ORDINALS) : '';
    names.add([rng.pick(NEIGHBOURHOOD_PREFIXES), rng.pick(PLACE_CORES), ordinal].filter(Boolean).join(' '));
  }
  return [...names];
}

const STREET_KINDS = [
  'Rua',
  'Rua',
  'Rua',
  'Rua',
  'Avenida',
  'Avenida',
  'Alameda',
  'Travessa',
  'Praça',
  'Estrada',
];
const STREET_TITLES = [
  '',
  '',
  '',
  'Doutor',
  'Professor',
  'Professora',
  'Padre',
  'Coronel',
  'Capitão',
  'Engenheiro',
  'Vereador',
  'Prefeito',
  'Dona',
  'Major',
];
const STREET_HISTORIC = [
  'Dom Pedro II',
  'Tiradentes',
  'Marechal Deodoro',
  'Sete de Setembro',
  'XV de Novembro',
  'Santos Dumont',
  'Rui Barbosa',
  'José Bonifácio',
  'Getúlio Vargas',
  'Juscelino Kubitschek',
  'Castro Alves',
  'Machado de Assis',
  'Monteiro Lobato',
  'Cecília Meireles',
  'Carlos Drummond de Andrade',
  'Princesa Isabel',
  'Barão do Rio Branco',
  'Visconde de Mauá',
  'Duque de Caxias',
  'Floriano Peixoto',
  'Benjamin Constant',
  'Joaquim Nabuco',
  'Anita Garibaldi',
  'Bento Gonçalves',
  'Brasil',
  'da República',
  'da Liberdade',
  'da Consolação',
  'dos Andradas',
  'Presidente Vargas',
  'Treze de Maio',
  'Primeiro de Maio',
  'Vinte e Um de Abril',
  'Campos Sales',
  'Osvaldo Cruz',
  'Carlos Gomes',
  'Olavo Bilac',
  'Gonçalves Dias',
  'Raul Seixas',
  'Chico Mendes',
];

export function streetName(rng: Rng): string {
  const kind = rng.pick(STREET_KINDS);
  if (rng.chance(0.3)) return `${kind} ${rng.pick(STREET_HISTORIC)}`;
  if (rng.chance(0.15)) return `${kind} ${rng.pick(PLACE_CORES)}`;
  const title = rng.pick(STREET_TITLES);
  return [kind, title, rng.pick(FIRST_NAMES), rng.pick(SURNAMES), rng.chance(0.4) ? rng.pick(SURNAMES) : '']
    .filter(Boolean)
    .join(' ');
}

const CONDO_PREFIXES = [
  'Condomínio',
  'Condomínio',
  'Residencial',
  'Residencial',
  'Edifício',
  'Edifício',
  'Condomínio Residencial',
  'Condomínio Edifício',
  'Residencial Parque',
  'Condomínio Jardim',
  'Torres',
  'Solar',
  'Villaggio',
  'Spazio',
  'Conjunto Residencial',
  'Portal',
  'Recanto',
];
const CONDO_CORES = [
  ...PLACE_CORES,
  'Ipê Amarelo',
  'Ipê Roxo',
  'Jacarandá',
  'Sabiá',
  'Bem-te-vi',
  'Manacá',
  'Girassol',
  'Palmeiras Imperiais',
  'Vista Verde',
  'Sol Poente',
  'Lua Nova',
  'Estrela do Mar',
  'Veredas',
  'Nobre',
  'Pacífico',
  'Mediterrâneo',
  'Toscana',
  'Veneza',
  'Florença',
  'Milano',
  'Monte Carlo',
  'Mônaco',
  'Paris',
  'Lisboa',
  'Madri',
  'Barcelona',
  'Sevilha',
  'Viena',
  'Genebra',
  'Provence',
  'Bourbon',
  'Versalhes',
  'Saint Germain',
  'Bella Vista',
  'Parque das Águas',
  'Águas Claras',
  'Solar das Mangueiras',
  'Quinta da Boa Vista',
  'Porto Seguro',
  'Costa Verde',
  'Costa Dourada',
  'Serra Dourada',
  'Vale Verde',
  'Vale do Sol',
  'Terra Nova',
  'Nova Europa',
  'Barão de Mauá',
  'Duque de Caxias',
  'Conde de Linhares',
  'Marquês de Pombal',
  'Almirante Tamandaré',
];
const CONDO_SUFFIXES = [
  '',
  '',
  '',
  '',
  '',
  'I',
  'II',
  'III',
  'Club',
  'Clube',
  'Residence',
  'Garden',
  'Park',
  'Prime',
];

export function condominiumName(rng: Rng): string {
  return [rng.pick(CONDO_PREFIXES), rng.pick(CONDO_CORES), rng.pick(CONDO_SUFFIXES)]
    .filter(Boolean)
    .join(' ');
}

const BUSINESS_PATTERNS: ((rng: Rng) => string)[] = [
  (r) =>
    `${r.pick(['Doces', 'Delícias', 'Sabores', 'Cantinho', 'Ateliê', 'Oficina', 'Studio', 'Espaço', 'Casa'])} da ${r.pick(FIRST_NAMES.filter((n) => n.endsWith('a')))}`,
  (r) =>
    `${r.pick(SURNAMES)} ${r.pick(['Serviços', 'Reformas', 'Instalações', 'Comércio', 'Soluções', 'Consultoria', 'Manutenção'])} Ltda`,
  (r) =>
    `${r.pick(SURNAMES)} & ${r.pick(SURNAMES)} ${r.pick(['Advogados', 'Contabilidade', 'Engenharia', 'Arquitetura'])}`,
  (r) => `${r.pick(['Pet', 'Bike', 'Fit', 'Eco', 'Tech', 'Casa', 'Lar'])} ${r.pick(PLACE_CORES)}`,
];

export function businessName(rng: Rng): string {
  return rng.pick(BUSINESS_PATTERNS)(rng);
}

/** Lower-case ASCII slug ("Bolo de Cenoura!" -> "bolo-de-cenoura"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** CEP ranges (first five digits) per UF, from the Correios allocation; used for plausible CEPs. */
export const CEP_RANGES: Record<string, [number, number][]> = {
  SP: [[1000, 19999]],
  RJ: [[20000, 28999]],
  ES: [[29000, 29999]],
  MG: [[30000, 39999]],
  BA: [[40000, 48999]],
  SE: [[49000, 49999]],
  PE: [[50000, 56999]],
  AL: [[57000, 57999]],
  PB: [[58000, 58999]],
  RN: [[59000, 59999]],
  CE: [[60000, 63999]],
  PI: [[64000, 64999]],
  MA: [[65000, 65999]],
  PA: [[66000, 68899]],
  AP: [[68900, 68999]],
  AM: [
    [69000, 69299],
    [69400, 69899],
  ],
  RR: [[69300, 69399]],
  AC: [[69900, 69999]],
  DF: [
    [70000, 72799],
    [73000, 73699],
  ],
  GO: [
    [72800, 72999],
    [73700, 76799],
  ],
  TO: [[77000, 77999]],
  MT: [[78000, 78899]],
  RO: [
    [76800, 76999],
    [78900, 78999],
  ],
  MS: [[79000, 79999]],
  PR: [[80000, 87999]],
  SC: [[88000, 89999]],
  RS: [[90000, 99999]],
};
