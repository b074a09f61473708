import {
  USER_LEVELS,
  USER_TYPES,
  WEEKDAYS,
  type ListingType,
  type TransactionType,
} from '#shared/constants.ts';
import type { OpeningHours } from '#shared/contracts/listings.contract.ts';
import { cnpjFromBase, cpfFromBase } from '#shared/lib/documents.ts';
import { parsePriceCents } from '#shared/lib/price.ts';
import { slugify } from '#shared/lib/slug.ts';
import { ARCHETYPES, RESIDENT_OFFERS, type AdvertiserArchetype } from './data/demo-advertisers.ts';
import { AMENITY_TEMPLATES } from './data/demo-listings-comodidades.ts';
import { OPPORTUNITY_TEMPLATES } from './data/demo-listings-oportunidades.ts';
import { PRODUCT_TEMPLATES } from './data/demo-listings-produtos.ts';
import { SERVICE_TEMPLATES } from './data/demo-listings-servicos.ts';
import type { CategoryTemplates, HoursProfile, ListingTemplate } from './data/demo-listings-types.ts';
import { EMAIL_DOMAINS, FIRST_NAMES_F, FIRST_NAMES_M, SURNAMES } from './data/demo-people.ts';
import {
  CONDOMINIUM_KINDS,
  CONDOMINIUM_NAMES,
  DEMO_CITIES,
  type DemoCity,
  type DemoNeighbourhood,
  type DemoStreet,
} from './data/demo-places.ts';
import type { ListingImageSpec } from './images.ts';
import { Random } from './random.ts';

/**
 * The demo data set as plain values, computed from a fixed seed: no database, no clock, no
 * Math.random. seedDemo() turns it into rows; tests call it twice to prove determinism.
 */

const DEMO_SEED = 20261115;
/** Content dates are relative to this instant (12:00 in Brasília), never to the clock. */
export const DEMO_BASE_DATE = new Date('2026-11-15T15:00:00.000Z');
const DAY_MS = 86_400_000;

const CONDOMINIUMS_PER_CITY = 7;
const ADVERTISER_COUNT = 46;

interface PlannedCondominium {
  name: string;
  number: string;
  city: DemoCity;
  neighbourhood: DemoNeighbourhood;
  street: DemoStreet;
}

interface PlannedUser {
  name: string;
  surname: string;
  email: string;
  personKind: 'pf' | 'pj';
  document: string;
  whatsapp: string | null;
  ddd: string | null;
  instagram: string | null;
  facebook: string | null;
  linkedin: string | null;
  tiktok: string | null;
  linktree: string | null;
  twitter: string | null;
  site: string | null;
  postalCode: string | null;
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  neighbourhood: string | null;
  city: string | null;
  uf: string | null;
  showAddress: boolean;
  /** Index into plan.condominiums. */
  condominium: number | null;
  level: number;
  type: number;
  createdAt: Date;
  /** Index into DEMO_CITIES (unused for the admin). */
  cityIndex: number;
}

type PlannedStatus = 'rascunho' | 'pendente' | 'publicado' | 'reprovado' | 'inativo';

interface PlannedListing {
  title: string;
  subtitle: string;
  description: string;
  price: string;
  priceCents: number | null;
  slug: string;
  type: ListingType;
  status: PlannedStatus;
  transactionTypes: TransactionType[];
  condition: 'novo' | 'seminovo' | null;
  categoryName: string;
  subcategoryName: string;
  categoryText: string;
  cityCode: number;
  uf: string;
  openingHours: OpeningHours | null;
  mapUrl: string | null;
  videoUrl: string | null;
  rules: string[] | null;
  highlighted: boolean;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** Index into plan.users. */
  advertiser: number;
  /** Indexes into plan.condominiums. */
  condominiums: number[];
  images: ListingImageSpec[];
}

export interface DemoPlan {
  condominiums: PlannedCondominium[];
  /** The admin first, then the advertisers. */
  users: PlannedUser[];
  listings: PlannedListing[];
}

const ALL_TEMPLATES: readonly CategoryTemplates[] = [
  ...OPPORTUNITY_TEMPLATES,
  ...PRODUCT_TEMPLATES,
  ...SERVICE_TEMPLATES,
  ...AMENITY_TEMPLATES,
];

interface Offer {
  category: CategoryTemplates;
  subcategory: string;
  templates: readonly ListingTemplate[];
}

/** `${type}:${subcategory}` -> its category and templates. */
export const OFFERS: ReadonlyMap<string, Offer> = new Map(
  ALL_TEMPLATES.flatMap((category) =>
    Object.entries(category.subcategories).map(
      ([subcategory, templates]) =>
        [`${category.type}:${subcategory}`, { category, subcategory, templates }] as const,
    ),
  ),
);

const CLOSINGS: Readonly<Record<ListingType, readonly string[]>> = {
  1: [
    'Mais informações pelo WhatsApp.',
    'Interessados, chamem no WhatsApp.',
    'Compartilhe com quem possa se interessar!',
  ],
  2: [
    'Entrego no %condominio% e em condomínios vizinhos. Pagamento por Pix ou cartão.',
    'Chame no WhatsApp para ver mais fotos.',
    'Retirada combinada pelo WhatsApp, aqui no %condominio%.',
    'Aceito Pix. Entrega grátis para vizinhos.',
  ],
  3: [
    'Atendo moradores do %condominio% e da região. Chame no WhatsApp para agendar.',
    'Orçamento sem compromisso pelo WhatsApp.',
    'Agende pelo WhatsApp. Desconto para moradores do condomínio.',
  ],
  4: [
    'Reservas e dúvidas pelo WhatsApp.',
    'Consulte a disponibilidade pelo WhatsApp.',
    'Moradores do %condominio% têm prioridade na reserva.',
  ],
};

const REJECTION_REASONS = [
  'As fotos não mostram o produto anunciado. Envie imagens reais e publique novamente.',
  'O anúncio traz telefone no título. Use os campos de contato do seu perfil.',
];

/** Expands `{a|b}` alternatives and `%placeholder%`s. */
function expand(text: string, rng: Random, vars: Readonly<Record<string, string>>): string {
  return text
    .replace(/\{([^{}]*)\}/g, (_, options: string) => rng.pick(options.split('|')))
    .replace(/%(\w+)%/g, (whole, name: string) => vars[name] ?? whole)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const closedDay = { aberto: false, das: '09:00', as: '18:00' };
const open = (das: string, as: string) => ({ aberto: true, das, as });

function hoursFor(profile: HoursProfile, rng: Random): OpeningHours {
  const start = rng.pick(['08:00', '09:00', '09:00', '10:00']);
  const end = rng.pick(['17:00', '18:00', '18:00', '19:00']);
  const days = {} as OpeningHours;
  for (const day of WEEKDAYS) {
    const weekday = day !== 'sab' && day !== 'dom';
    switch (profile) {
      case 'comercial':
        days[day] = weekday ? open(start, end) : closedDay;
        break;
      case 'comercial-sabado':
        days[day] = weekday ? open(start, end) : day === 'sab' ? open(start, '13:00') : closedDay;
        break;
      case 'comida':
        days[day] =
          day === 'seg'
            ? closedDay
            : day === 'dom'
              ? open('10:00', '14:00')
              : open('10:00', rng.pick(['19:00', '20:00']));
        break;
      case 'aulas':
        days[day] = weekday
          ? open(rng.pick(['08:00', '14:00']), rng.pick(['20:00', '21:00']))
          : day === 'sab'
            ? open('09:00', '12:00')
            : closedDay;
        break;
      case 'todos-os-dias':
        days[day] = open(rng.pick(['07:00', '08:00']), rng.pick(['22:00', '22:00', '20:00']));
        break;
      case 'fim-de-semana':
        days[day] = weekday ? open('09:00', '18:00') : open('09:00', '22:00');
        break;
    }
  }
  return days;
}

const HANDLE = (s: string) => slugify(s).replace(/-/g, '');

function planCondominiums(rng: Random): PlannedCondominium[] {
  const out: PlannedCondominium[] = [];
  for (const city of DEMO_CITIES) {
    const names = rng.sample(CONDOMINIUM_NAMES, CONDOMINIUMS_PER_CITY);
    const spots = city.neighbourhoods.flatMap((neighbourhood) =>
      neighbourhood.streets.map((street) => ({ neighbourhood, street })),
    );
    const order = rng.shuffle(spots);
    names.forEach((name, i) => {
      const spot = order[i % order.length] as (typeof order)[number];
      out.push({
        name: `${rng.pick(CONDOMINIUM_KINDS)} ${name}`,
        number: String(rng.int(1, 40) * rng.pick([5, 10, 25, 50]) + rng.int(0, 9)),
        city,
        neighbourhood: spot.neighbourhood,
        street: spot.street,
      });
    });
  }
  return out;
}

function planAdmin(): PlannedUser {
  return {
    name: 'Administrador',
    surname: 'NC',
    email: 'admin@nc.local',
    personKind: 'pf',
    document: cpfFromBase('100000019'),
    whatsapp: null,
    ddd: null,
    instagram: null,
    facebook: null,
    linkedin: null,
    tiktok: null,
    linktree: null,
    twitter: null,
    site: null,
    postalCode: null,
    street: null,
    streetNumber: null,
    complement: null,
    neighbourhood: null,
    city: null,
    uf: null,
    showAddress: false,
    condominium: null,
    level: USER_LEVELS.ADMIN,
    type: USER_TYPES.PF,
    createdAt: new Date(DEMO_BASE_DATE.getTime() - 200 * DAY_MS),
    cityIndex: 0,
  };
}

interface AdvertiserDraft {
  user: PlannedUser;
  archetype: AdvertiserArchetype;
}

function planAdvertisers(rng: Random, condominiums: PlannedCondominium[]): AdvertiserDraft[] {
  const emails = new Set<string>(['admin@nc.local']);
  const documents = new Set<string>();
  const businessNames = new Set<string>();
  const drafts: AdvertiserDraft[] = [];
  // Every archetype at least once, then a shuffled round for the rest.
  const archetypes = [...ARCHETYPES, ...rng.shuffle(ARCHETYPES)].slice(0, ADVERTISER_COUNT);

  archetypes.forEach((archetype, i) => {
    const cityIndex = i % DEMO_CITIES.length;
    const city = DEMO_CITIES[cityIndex] as DemoCity;
    const cityCondos = condominiums.map((c, index) => ({ c, index })).filter(({ c }) => c.city === city);
    const home = rng.pick(cityCondos);
    const hasCondominium = archetype.kind === 'pf' || rng.chance(0.75);

    let name: string;
    let surname: string;
    let localPart: string;
    if (archetype.kind === 'pf') {
      name = rng.pick(archetype.gender === 'm' ? FIRST_NAMES_M : FIRST_NAMES_F);
      surname = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
      localPart = `${slugify(name)}.${slugify(surname.split(' ')[1] as string)}`;
    } else {
      const options = (archetype.businessNames ?? []).filter((n) => !businessNames.has(n));
      name = options.length
        ? rng.pick(options)
        : `${rng.pick(archetype.businessNames ?? ['Comércio'])} ${city.name}`;
      businessNames.add(name);
      surname = '';
      localPart = `contato.${HANDLE(name).slice(0, 24)}`;
    }
    let email = `${localPart}@${rng.pick(EMAIL_DOMAINS)}`;
    for (let n = 2; emails.has(email); n++) email = `${localPart}${n}@${rng.pick(EMAIL_DOMAINS)}`;
    emails.add(email);

    let document: string;
    do {
      document =
        archetype.kind === 'pf'
          ? cpfFromBase(`${rng.int(2, 6)}${rng.digits(8)}`)
          : cnpjFromBase(`${rng.int(10, 59)}${rng.digits(6)}0001`);
    } while (documents.has(document));
    documents.add(document);

    const handle =
      archetype.kind === 'pf' ? `${HANDLE(name)}${HANDLE(surname.split(' ')[0] as string)}` : HANDLE(name);
    const isPj = archetype.kind === 'pj';
    const condo = home.c;
    drafts.push({
      archetype,
      user: {
        name,
        surname,
        email,
        personKind: archetype.kind,
        document,
        whatsapp: `${city.ddd}9${rng.int(6, 9)}${rng.digits(7)}`,
        ddd: city.ddd,
        instagram: rng.chance(isPj ? 0.85 : 0.5) ? `https://www.instagram.com/${handle}` : null,
        facebook: isPj && rng.chance(0.6) ? `https://www.facebook.com/${handle}` : null,
        linkedin: rng.chance(isPj ? 0.4 : 0.1)
          ? `https://www.linkedin.com/${isPj ? 'company' : 'in'}/${handle}`
          : null,
        tiktok: rng.chance(0.15) ? `https://www.tiktok.com/@${handle}` : null,
        linktree: rng.chance(0.1) ? `https://linktr.ee/${handle}` : null,
        twitter: rng.chance(0.08) ? `https://x.com/${handle}` : null,
        site: isPj && rng.chance(0.5) ? `https://www.exemplo.com.br/${slugify(name)}` : null,
        postalCode: condo.street.cep,
        street: condo.street.name,
        streetNumber: condo.number,
        complement: hasCondominium
          ? `Bloco ${rng.pick(['A', 'B', 'C', '1', '2'])}, apto ${rng.int(1, 22)}0${rng.int(1, 4)}`
          : `Sala ${rng.int(1, 12)}`,
        neighbourhood: condo.neighbourhood.name,
        city: city.name,
        uf: city.uf,
        showAddress: rng.chance(0.85),
        condominium: hasCondominium ? home.index : null,
        level: USER_LEVELS.ANUNCIANTE,
        type: isPj ? USER_TYPES.PJ : USER_TYPES.PF,
        createdAt: new Date(DEMO_BASE_DATE.getTime() - rng.int(100, 180) * DAY_MS),
        cityIndex,
      },
    });
  });
  return drafts;
}

function planListing(
  rng: Random,
  offerKey: string,
  advertiserIndex: number,
  draft: AdvertiserDraft,
  condominiums: PlannedCondominium[],
  seenTitles: Set<string>,
): PlannedListing {
  const offer = OFFERS.get(offerKey);
  if (!offer) throw new Error(`Oferta sem modelo de anúncio: ${offerKey}`);
  const { category, subcategory } = offer;
  const user = draft.user;
  const city = DEMO_CITIES[user.cityIndex] as DemoCity;
  const cityCondos = condominiums.map((c, index) => ({ c, index })).filter(({ c }) => c.city === city);
  const own = user.condominium;
  const linked = new Set<number>(own === null ? [] : [own]);
  const wanted = rng.int(1, 3);
  for (const { index } of rng.shuffle(cityCondos)) {
    if (linked.size >= wanted) break;
    linked.add(index);
  }
  const mainCondo = condominiums[[...linked][0] as number] as PlannedCondominium;
  const vars = {
    condominio: mainCondo.name,
    bairro: mainCondo.neighbourhood.name,
    cidade: city.name,
    nome: user.name,
  };

  let template = rng.pick(offer.templates);
  let title = expand(template.title, rng, vars);
  for (let attempt = 0; attempt < 6 && seenTitles.has(title); attempt++) {
    template = rng.pick(offer.templates);
    title = expand(template.title, rng, vars);
  }
  seenTitles.add(title);

  const body = expand(template.description, rng, vars);
  // Naming the condominium twice in one ad reads like a form letter.
  const closings = CLOSINGS[category.type].filter(
    (c) => !body.includes(mainCondo.name) || !c.includes('%condominio%'),
  );
  const closing = rng.chance(0.75) ? ` ${expand(rng.pick(closings), rng, vars)}` : '';
  const description = `${body}${closing}`;
  const price = rng.pick(template.prices);
  const isPj = user.personKind === 'pj';

  const roll = rng.next();
  const status: PlannedStatus =
    roll < 0.012
      ? 'rascunho'
      : roll < 0.026
        ? 'pendente'
        : roll < 0.036
          ? 'inativo'
          : roll < 0.041
            ? 'reprovado'
            : 'publicado';
  const publishedAt =
    status === 'publicado' || status === 'inativo'
      ? new Date(DEMO_BASE_DATE.getTime() - rng.int(0, 90 * 24 * 60) * 60_000)
      : null;
  const createdAt = new Date((publishedAt ?? DEMO_BASE_DATE).getTime() - rng.int(20, 72 * 60) * 60_000);
  const updatedAt =
    status === 'inativo'
      ? new Date((publishedAt as Date).getTime() + rng.int(1, 20) * DAY_MS)
      : (publishedAt ?? createdAt);

  const lat = city.lat + (rng.next() - 0.5) * 0.06;
  const lon = city.lon + (rng.next() - 0.5) * 0.06;
  const mapUrl = rng.chance(0.3)
    ? `https://www.openstreetmap.org/export/embed.html?bbox=${(lon - 0.006).toFixed(4)}%2C${(lat - 0.004).toFixed(4)}%2C${(lon + 0.006).toFixed(4)}%2C${(lat + 0.004).toFixed(4)}&layer=mapnik&marker=${lat.toFixed(5)}%2C${lon.toFixed(5)}`
    : null;
  const videoUrl = rng.chance(0.08) ? `https://www.youtube.com/watch?v=${youtubeId(rng)}` : null;

  const type = category.type;
  const subtitle = expand(template.subtitle, rng, vars);
  const imageCount = rng.pick([1, 1, 1, 1, 2, 2, 3]);
  const variant = rng.int(0, 5);
  const place = `${city.name} - ${city.uf}`;
  const images: ListingImageSpec[] = [
    { type, icon: category.icon, title, caption: `${category.category} · ${subcategory}`, variant },
    { type, icon: category.icon, title: subtitle, caption: place, variant: variant + 1 },
    { type, icon: category.icon, title: price || subcategory, caption: place, variant: variant + 2 },
  ].slice(0, imageCount);

  return {
    title,
    subtitle,
    description,
    price,
    priceCents: parsePriceCents(price),
    slug: slugify(title),
    type,
    status,
    transactionTypes: [...(template.transactions ?? category.transactions)],
    condition: type === 2 ? (template.condition ?? category.condition ?? 'novo') : null,
    categoryName: category.category,
    subcategoryName: subcategory,
    categoryText: `${category.category} ${subcategory}`,
    cityCode: city.code,
    uf: city.uf,
    openingHours:
      category.category === 'Achados e Perdidos' || rng.chance(0.05) ? null : hoursFor(category.hours, rng),
    mapUrl,
    videoUrl,
    rules: template.rules ? [...template.rules] : null,
    highlighted: status === 'publicado' && rng.chance(isPj ? 0.16 : 0.06),
    rejectionReason: status === 'reprovado' ? rng.pick(REJECTION_REASONS) : null,
    createdAt,
    updatedAt,
    publishedAt,
    advertiser: advertiserIndex,
    condominiums: [...linked],
    images,
  };
}

const YOUTUBE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function youtubeId(rng: Random): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += YOUTUBE_CHARS[rng.int(0, YOUTUBE_CHARS.length - 1)];
  return id;
}

/** Titles of listings the advertiser's panel accepts (my-listings contract). */
const TITLE_MAX = 150;

/**
 * Every demo title is unique (the same few templates gave three "Limpeza
 * de ar-condicionado split" and four "Vaga de motorista particular" on the site). A repeat is
 * told apart by where it is, as real ads often are: the neighbourhood, else the condominium,
 * else both with the city. This draws nothing from the generator, so every other value of the
 * plan stays as it was; the slug and the first picture follow the new title.
 */
function makeTitlesUnique(listings: PlannedListing[], condominiums: readonly PlannedCondominium[]): void {
  const key = (title: string) => title.toLocaleLowerCase('pt-BR');
  const seen = new Set<string>();
  for (const listing of listings) {
    const condo = condominiums[listing.condominiums[0] as number] as PlannedCondominium;
    const bairro = condo.neighbourhood.name;
    const candidates = [
      listing.title,
      // A dash, not 'em': Portuguese wants 'no Setor Bueno', 'na Aldeota', 'em Pinheiros'.
      `${listing.title} - ${bairro}`,
      `${listing.title} - ${condo.name}`,
      `${listing.title} - ${bairro}, ${condo.city.name}`,
      `${listing.title} - ${condo.name}, ${condo.city.name}`,
    ].filter((t) => t.length <= TITLE_MAX);
    const title = candidates.find((t) => !seen.has(key(t)));
    if (!title) throw new Error(`Título de anúncio de demonstração repetido: ${listing.title}`);
    seen.add(key(title));
    if (title === listing.title) continue;
    listing.title = title;
    listing.slug = slugify(title);
    const [cover] = listing.images;
    if (cover) cover.title = title;
  }
}

export function buildDemoPlan(seed = DEMO_SEED): DemoPlan {
  const rng = new Random(seed);
  const condominiums = planCondominiums(rng);
  const drafts = planAdvertisers(rng, condominiums);
  const users = [planAdmin(), ...drafts.map((d) => d.user)];
  const listings: PlannedListing[] = [];

  drafts.forEach((draft, i) => {
    const advertiserIndex = i + 1; // users[0] is the admin
    const seenTitles = new Set<string>();
    const own = rng.shuffle(draft.archetype.offers);
    const ownCount = rng.int(6, 9);
    for (let n = 0; n < ownCount; n++) {
      listings.push(
        planListing(rng, own[n % own.length] as string, advertiserIndex, draft, condominiums, seenTitles),
      );
    }
    const residentCount = rng.int(1, 3);
    for (const key of rng.sample(RESIDENT_OFFERS, residentCount)) {
      listings.push(planListing(rng, key, advertiserIndex, draft, condominiums, seenTitles));
    }
  });
  makeTitlesUnique(listings, condominiums);
  // Oldest first, so listing codes grow with the publication date as they would in real use.
  listings.sort(
    (a, b) => (a.publishedAt ?? a.createdAt).getTime() - (b.publishedAt ?? b.createdAt).getTime(),
  );
  return { condominiums, users, listings };
}
