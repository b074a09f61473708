/**
 * Demo addresses: real neighbourhoods and streets of ten capitals, with postal codes inside
 * each city's range (close to the real ones, but demo data: not a postal reference).
 */

export interface DemoStreet {
  name: string;
  cep: string;
}

export interface DemoNeighbourhood {
  name: string;
  streets: readonly DemoStreet[];
}

export interface DemoCity {
  code: number;
  name: string;
  uf: string;
  stateCode: number;
  ddd: string;
  /** City centre, for the OpenStreetMap embeds of some listings. */
  lat: number;
  lon: number;
  neighbourhoods: readonly DemoNeighbourhood[];
}

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    code: 3550308,
    name: 'São Paulo',
    uf: 'SP',
    stateCode: 35,
    ddd: '11',
    lat: -23.5614,
    lon: -46.6559,
    neighbourhoods: [
      {
        name: 'Moema',
        streets: [
          { name: 'Alameda dos Maracatins', cep: '04089001' },
          { name: 'Avenida Moema', cep: '04077020' },
          { name: 'Alameda dos Jurupis', cep: '04088001' },
        ],
      },
      {
        name: 'Vila Mariana',
        streets: [
          { name: 'Rua Domingos de Morais', cep: '04010100' },
          { name: 'Rua Joaquim Távora', cep: '04015011' },
          { name: 'Rua Sena Madureira', cep: '04021051' },
        ],
      },
      {
        name: 'Pinheiros',
        streets: [
          { name: 'Rua dos Pinheiros', cep: '05422001' },
          { name: 'Rua Cardeal Arcoverde', cep: '05407002' },
        ],
      },
      {
        name: 'Perdizes',
        streets: [
          { name: 'Rua Cardoso de Almeida', cep: '05013001' },
          { name: 'Rua Monte Alegre', cep: '05014000' },
        ],
      },
      {
        name: 'Tatuapé',
        streets: [
          { name: 'Rua Tuiuti', cep: '03081000' },
          { name: 'Rua Emília Marengo', cep: '03336000' },
        ],
      },
      {
        name: 'Santana',
        streets: [
          { name: 'Rua Voluntários da Pátria', cep: '02011000' },
          { name: 'Avenida Braz Leme', cep: '02511000' },
        ],
      },
      {
        name: 'Vila Andrade',
        streets: [
          { name: 'Rua José Ramon Urtiza', cep: '05717270' },
          { name: 'Avenida Giovanni Gronchi', cep: '05724002' },
        ],
      },
      {
        name: 'Mooca',
        streets: [
          { name: 'Rua da Mooca', cep: '03104001' },
          { name: 'Rua Taquari', cep: '03166000' },
        ],
      },
    ],
  },
  {
    code: 3304557,
    name: 'Rio de Janeiro',
    uf: 'RJ',
    stateCode: 33,
    ddd: '21',
    lat: -22.9068,
    lon: -43.1729,
    neighbourhoods: [
      {
        name: 'Copacabana',
        streets: [
          { name: 'Rua Barata Ribeiro', cep: '22040001' },
          { name: 'Rua Tonelero', cep: '22030000' },
        ],
      },
      {
        name: 'Botafogo',
        streets: [
          { name: 'Rua Voluntários da Pátria', cep: '22270000' },
          { name: 'Rua São Clemente', cep: '22260001' },
        ],
      },
      {
        name: 'Tijuca',
        streets: [
          { name: 'Rua Conde de Bonfim', cep: '20520053' },
          { name: 'Rua Uruguai', cep: '20510060' },
        ],
      },
      {
        name: 'Barra da Tijuca',
        streets: [
          { name: 'Avenida Lúcio Costa', cep: '22620172' },
          { name: 'Avenida das Américas', cep: '22640100' },
        ],
      },
      {
        name: 'Laranjeiras',
        streets: [{ name: 'Rua das Laranjeiras', cep: '22240003' }],
      },
      {
        name: 'Recreio dos Bandeirantes',
        streets: [{ name: 'Avenida Genaro de Carvalho', cep: '22795077' }],
      },
      {
        name: 'Freguesia (Jacarepaguá)',
        streets: [{ name: 'Estrada dos Três Rios', cep: '22745005' }],
      },
    ],
  },
  {
    code: 3106200,
    name: 'Belo Horizonte',
    uf: 'MG',
    stateCode: 31,
    ddd: '31',
    lat: -19.9245,
    lon: -43.9352,
    neighbourhoods: [
      {
        name: 'Savassi',
        streets: [
          { name: 'Rua Pernambuco', cep: '30130150' },
          { name: 'Rua Antônio de Albuquerque', cep: '30112010' },
        ],
      },
      {
        name: 'Funcionários',
        streets: [{ name: 'Rua Professor Moraes', cep: '30150370' }],
      },
      {
        name: 'Lourdes',
        streets: [{ name: 'Rua da Bahia', cep: '30160011' }],
      },
      {
        name: 'Buritis',
        streets: [{ name: 'Avenida Professor Mário Werneck', cep: '30575180' }],
      },
      {
        name: 'Sion',
        streets: [{ name: 'Rua Washington', cep: '30315540' }],
      },
      {
        name: 'Pampulha',
        streets: [{ name: 'Avenida Otacílio Negrão de Lima', cep: '31365450' }],
      },
      {
        name: 'Santo Antônio',
        streets: [{ name: 'Rua São Domingos do Prata', cep: '30330110' }],
      },
    ],
  },
  {
    code: 4106902,
    name: 'Curitiba',
    uf: 'PR',
    stateCode: 41,
    ddd: '41',
    lat: -25.4284,
    lon: -49.2733,
    neighbourhoods: [
      {
        name: 'Batel',
        streets: [{ name: 'Avenida do Batel', cep: '80420090' }],
      },
      {
        name: 'Água Verde',
        streets: [
          { name: 'Avenida República Argentina', cep: '80240210' },
          { name: 'Rua Buenos Aires', cep: '80250070' },
        ],
      },
      {
        name: 'Bigorrilho',
        streets: [{ name: 'Rua Padre Anchieta', cep: '80730000' }],
      },
      {
        name: 'Mossunguê',
        streets: [{ name: 'Rua Professor Pedro Viriato Parigot de Souza', cep: '81200100' }],
      },
      {
        name: 'Cabral',
        streets: [{ name: 'Rua Holanda', cep: '80035220' }],
      },
      {
        name: 'Santa Felicidade',
        streets: [{ name: 'Avenida Manoel Ribas', cep: '82020000' }],
      },
    ],
  },
  {
    code: 4314902,
    name: 'Porto Alegre',
    uf: 'RS',
    stateCode: 43,
    ddd: '51',
    lat: -30.0346,
    lon: -51.2177,
    neighbourhoods: [
      {
        name: 'Moinhos de Vento',
        streets: [{ name: 'Rua Padre Chagas', cep: '90570080' }],
      },
      {
        name: 'Petrópolis',
        streets: [{ name: 'Avenida Protásio Alves', cep: '90410006' }],
      },
      {
        name: 'Menino Deus',
        streets: [{ name: 'Avenida Getúlio Vargas', cep: '90150001' }],
      },
      {
        name: 'Cidade Baixa',
        streets: [{ name: 'Rua da República', cep: '90050321' }],
      },
      {
        name: 'Tristeza',
        streets: [{ name: 'Avenida Wenceslau Escobar', cep: '91900000' }],
      },
      {
        name: 'Bela Vista',
        streets: [{ name: 'Rua Dona Laura', cep: '90430090' }],
      },
    ],
  },
  {
    code: 2927408,
    name: 'Salvador',
    uf: 'BA',
    stateCode: 29,
    ddd: '71',
    lat: -12.9777,
    lon: -38.5016,
    neighbourhoods: [
      {
        name: 'Pituba',
        streets: [
          { name: 'Avenida Paulo VI', cep: '41810001' },
          { name: 'Rua das Hortênsias', cep: '41810010' },
        ],
      },
      {
        name: 'Barra',
        streets: [{ name: 'Avenida Oceânica', cep: '40140130' }],
      },
      {
        name: 'Graça',
        streets: [{ name: 'Rua Euclides da Cunha', cep: '40150120' }],
      },
      {
        name: 'Caminho das Árvores',
        streets: [{ name: 'Avenida Tancredo Neves', cep: '41820020' }],
      },
      {
        name: 'Imbuí',
        streets: [{ name: 'Rua das Gaivotas', cep: '41720075' }],
      },
      {
        name: 'Rio Vermelho',
        streets: [{ name: 'Rua da Paciência', cep: '41950000' }],
      },
    ],
  },
  {
    code: 2611606,
    name: 'Recife',
    uf: 'PE',
    stateCode: 26,
    ddd: '81',
    lat: -8.0476,
    lon: -34.877,
    neighbourhoods: [
      {
        name: 'Boa Viagem',
        streets: [
          { name: 'Avenida Boa Viagem', cep: '51011000' },
          { name: 'Avenida Conselheiro Aguiar', cep: '51021020' },
          { name: 'Rua Padre Carapuceiro', cep: '51020280' },
        ],
      },
      {
        name: 'Casa Forte',
        streets: [{ name: 'Avenida Dezessete de Agosto', cep: '52060590' }],
      },
      {
        name: 'Espinheiro',
        streets: [{ name: 'Rua do Espinheiro', cep: '52020020' }],
      },
      {
        name: 'Madalena',
        streets: [{ name: 'Rua Real da Torre', cep: '50610000' }],
      },
      {
        name: 'Graças',
        streets: [{ name: 'Rua das Pernambucanas', cep: '52011010' }],
      },
    ],
  },
  {
    code: 5300108,
    name: 'Brasília',
    uf: 'DF',
    stateCode: 53,
    ddd: '61',
    lat: -15.7939,
    lon: -47.8828,
    neighbourhoods: [
      {
        name: 'Asa Sul',
        streets: [
          { name: 'SQS 308', cep: '70355030' },
          { name: 'SQS 114', cep: '70377020' },
        ],
      },
      {
        name: 'Asa Norte',
        streets: [
          { name: 'SQN 206', cep: '70844020' },
          { name: 'SQN 310', cep: '70756100' },
        ],
      },
      {
        name: 'Sudoeste',
        streets: [{ name: 'SQSW 304', cep: '70673420' }],
      },
      {
        name: 'Noroeste',
        streets: [{ name: 'SQNW 311', cep: '70687310' }],
      },
      {
        name: 'Águas Claras',
        streets: [
          { name: 'Avenida das Araucárias', cep: '71936250' },
          { name: 'Rua 25 Norte', cep: '71908360' },
        ],
      },
    ],
  },
  {
    code: 2304400,
    name: 'Fortaleza',
    uf: 'CE',
    stateCode: 23,
    ddd: '85',
    lat: -3.7319,
    lon: -38.5267,
    neighbourhoods: [
      {
        name: 'Aldeota',
        streets: [
          { name: 'Avenida Santos Dumont', cep: '60150160' },
          { name: 'Rua Silva Paulet', cep: '60120020' },
        ],
      },
      {
        name: 'Meireles',
        streets: [
          { name: 'Avenida Beira Mar', cep: '60165121' },
          { name: 'Rua Tibúrcio Cavalcante', cep: '60125100' },
        ],
      },
      {
        name: 'Cocó',
        streets: [{ name: 'Rua Coronel Jucá', cep: '60170320' }],
      },
      {
        name: 'Fátima',
        streets: [{ name: 'Avenida Treze de Maio', cep: '60040531' }],
      },
      {
        name: 'Dionísio Torres',
        streets: [{ name: 'Rua Vicente Linhares', cep: '60135270' }],
      },
    ],
  },
  {
    code: 5208707,
    name: 'Goiânia',
    uf: 'GO',
    stateCode: 52,
    ddd: '62',
    lat: -16.6869,
    lon: -49.2648,
    neighbourhoods: [
      {
        name: 'Setor Bueno',
        streets: [
          { name: 'Avenida T-4', cep: '74230030' },
          { name: 'Rua T-30', cep: '74215060' },
        ],
      },
      {
        name: 'Setor Marista',
        streets: [{ name: 'Avenida Ricardo Paranhos', cep: '74175020' }],
      },
      {
        name: 'Setor Oeste',
        streets: [{ name: 'Avenida República do Líbano', cep: '74115030' }],
      },
      {
        name: 'Jardim Goiás',
        streets: [{ name: 'Avenida Jamel Cecílio', cep: '74810100' }],
      },
      {
        name: 'Setor Nova Suíça',
        streets: [{ name: 'Avenida C-4', cep: '74280040' }],
      },
    ],
  },
];

/** Condominium names: a kind and a place-like name, combined without repeats inside a city. */
export const CONDOMINIUM_KINDS = ['Residencial', 'Condomínio', 'Edifício', 'Condomínio Residencial', 'Residencial Parque'] as const;
export const CONDOMINIUM_NAMES = [
  'Parque das Flores',
  'Vila Verde',
  'Jardim das Acácias',
  'Solar dos Ipês',
  'Bosque das Araucárias',
  'Recanto das Palmeiras',
  'Mirante do Vale',
  'Portal do Sol',
  'Vista Bela',
  'Jardins do Lago',
  'Morada dos Pássaros',
  'Villa Toscana',
  'Quinta das Hortênsias',
  'Alto da Boa Vista',
  'Praça das Orquídeas',
  'Torres do Parque',
  'Jardim Europa',
  'Águas Claras',
  'Bela Vista',
  'Monte Verde',
  'Porto Seguro',
  'Solar das Magnólias',
  'Vivendas do Bosque',
  'Reserva dos Jequitibás',
  'Green Park',
  'Maison Lumière',
  'Ilhas do Sul',
  'Costa Dourada',
  'Vila Real',
  'Paineiras',
  'Jardim Botânico',
  'Terraço das Gaivotas',
] as const;
