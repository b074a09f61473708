import { z } from 'zod';
import { CONDITIONS, PAGE_SIZES, TRANSACTION_TYPES, WEEKDAYS } from '../constants.ts';
import { typeParam } from './catalogue.contract.ts';
import { intParam, pagedSchema, pageQuery, textParam } from './common.contract.ts';
import { cepParam, codeOrNameParam, stateParam } from './places.contract.ts';

const DayHoursSchema = z.object({
  aberto: z.boolean(),
  das: z.string(),
  as: z.string(),
});
export const OpeningHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, DayHoursSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayHoursSchema
  >,
);
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

const ListingImageSchema = z.object({
  urlIMAGEM: z.string(),
  urlThumbIMAGEM: z.string(),
  urlOgIMAGEM: z.string().nullable(),
});

const ListingBaseSchema = z.object({
  codigoANUNCIO: z.number().int(),
  tituloANUNCIO: z.string(),
  subtituloANUNCIO: z.string(),
  descricaoANUNCIO: z.string(),
  precoANUNCIO: z.string(),
  precoCentavos: z.number().int().nullable(),
  slugANUNCIO: z.string(),
  tipoANUNCIO: z.number().int(),
  statusANUNCIO: z.string(),
  destaqueANUNCIO: z.union([z.literal(0), z.literal(1)]),
  tiposTransacaoANUNCIO: z.array(z.string()),
  condicaoANUNCIO: z.string().nullable(),
  categoriaANUNCIO: z.number().int(),
  subcategoriaANUNCIO: z.number().int().nullable(),
  /** City name (the detail shows "cidade - UF"); the code is in codigoCidadeANUNCIO. */
  cidadeANUNCIO: z.string().nullable(),
  codigoCidadeANUNCIO: z.number().int().nullable(),
  /**
   * Where to place the listing on a map. Listings have no address coordinates of their own, so
   * this is the seat of its city (`precisao: 'cidade'`); null without a city.
   */
  coordenadasANUNCIO: z
    .object({ latitude: z.number(), longitude: z.number(), precisao: z.literal('cidade') })
    .nullable(),
  ufANUNCIO: z.string().nullable(),
  imagens: z.array(ListingImageSchema),
  imagensANUNCIO: z.array(z.string()),
  condominiosANUNCIO: z.array(z.number().int()),
  anuncianteANUNCIO: z.number().int(),
  categoria: z.object({
    codigoCATEGORIA: z.number().int(),
    nomeCATEGORIA: z.string(),
    tipoCATEGORIA: z.number().int(),
  }),
  subcategoria: z.object({ codigoSUBCATEGORIA: z.number().int(), nomeSUBCATEGORIA: z.string() }).nullable(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  publicadoEm: z.string().nullable(),
});

/** A search result / card: first image only, advertiser name only. */
export const ListingSummarySchema = ListingBaseSchema.extend({
  anunciante: z.object({ codigo: z.number().int(), nome: z.string(), pessoa: z.enum(['pf', 'pj']) }),
});
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

const AdvertiserSchema = z.object({
  codigo: z.number().int(),
  nome: z.string(),
  pessoa: z.enum(['pf', 'pj']),
  contato: z.object({
    email: z.string().nullable(),
    /** The phone: null when the advertiser does not allow showing contact and address (ADR 008). */
    whatsapp: z.string().nullable(),
    /** The phone's area code: null when hidden, as the phone. */
    ddd: z.string().nullable(),
    site: z.string().nullable(),
  }),
  /**
   * "Mostrar nos anúncios": when false, contato.whatsapp, contato.ddd, redes.whatsapp, endereco and
   * the listing's mapaUrlANUNCIO are null or absent; the e-mail, site and other networks stay (ADR 008).
   */
  mostrarEndereco: z.boolean(),
  /** Present only when the advertiser allows showing the address. */
  endereco: z
    .object({
      cep: z.string().nullable(),
      logradouro: z.string().nullable(),
      ruaNumero: z.string().nullable(),
      complemento: z.string().nullable(),
      bairro: z.string().nullable(),
      cidade: z.string().nullable(),
      uf: z.string().nullable(),
    })
    .nullable(),
  /** Network -> handle or URL, in the spec's display order (no whatsapp when the phone is hidden). */
  redes: z.record(z.string(), z.string()),
  condominio: z.object({ codigo: z.number().int(), nome: z.string(), endereco: z.string() }).nullable(),
});

export const ListingDetailSchema = ListingBaseSchema.extend({
  horariosANUNCIO: OpeningHoursSchema.nullable(),
  mapaUrlANUNCIO: z.string().nullable(),
  youtubeUrlANUNCIO: z.string().nullable(),
  regras: z.array(z.string()).nullable(),
  anunciante: AdvertiserSchema,
  condominios: z.array(
    z.object({
      codigoCONDOMINIO: z.number().int(),
      nomeCONDOMINIO: z.string(),
      cidade: z.string(),
      uf: z.string(),
    }),
  ),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

const TRANSACTION_MESSAGE = `O parâmetro transacao aceita: ${TRANSACTION_TYPES.join(', ')}.`;
const PRICE_MESSAGE = (name: string) =>
  `O parâmetro ${name} deve ser um valor em reais (ex.: 150 ou 150,90).`;

/** Price in reais ("150", "150.9", "150,90", "1.234,56") -> cents. */
function priceParam(name: string) {
  return z
    .string({ error: PRICE_MESSAGE(name) })
    .trim()
    .transform((v, ctx) => {
      if (v === '') return undefined;
      const normalised = /,\d{1,2}$/.test(v) ? v.replace(/\./g, '').replace(',', '.') : v.replace(/,/g, '');
      const n = Number(normalised);
      if (!/^\d+(\.\d{1,2})?$/.test(normalised) || !Number.isFinite(n) || n > 1e11) {
        ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE(name) });
        return z.NEVER;
      }
      return Math.round(n * 100);
    })
    .optional();
}

const LISTING_SORTS = ['data', 'preco', 'titulo'] as const;

export const ListingsQuerySchema = z
  .object({
    ...pageQuery(PAGE_SIZES.listingSearch, 100),
    q: textParam('q', 200),
    tipo: typeParam().optional(),
    categoria: intParam('categoria').optional(),
    subcategoria: intParam('subcategoria').optional(),
    cidade: codeOrNameParam('cidade'),
    estado: stateParam(),
    uf: stateParam('uf'),
    condominio: intParam('condominio').optional(),
    condominioNome: textParam('condominioNome'),
    rua: textParam('rua'),
    numero: textParam('numero', 20),
    bairro: codeOrNameParam('bairro'),
    cep: cepParam(),
    precoMin: priceParam('precoMin'),
    precoMax: priceParam('precoMax'),
    sort: z.enum(LISTING_SORTS, { error: 'O parâmetro sort deve ser data, preco ou titulo.' }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'O parâmetro order deve ser asc ou desc.' }).optional(),
    condicao: z.enum(CONDITIONS, { error: 'O parâmetro condicao deve ser novo ou seminovo.' }).optional(),
    transacao: z
      .union([z.string(), z.array(z.string())], { error: TRANSACTION_MESSAGE })
      .transform((v, ctx) => {
        const parts = (Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean);
        const bad = parts.filter((p) => !(TRANSACTION_TYPES as readonly string[]).includes(p));
        if (bad.length > 0 || parts.length > TRANSACTION_TYPES.length * 2) {
          ctx.addIssue({ code: 'custom', message: TRANSACTION_MESSAGE });
          return z.NEVER;
        }
        return [...new Set(parts)] as (typeof TRANSACTION_TYPES)[number][];
      })
      .optional(),
  })
  .refine((q) => q.precoMin === undefined || q.precoMax === undefined || q.precoMin <= q.precoMax, {
    message: 'precoMin não pode ser maior que precoMax.',
    path: ['precoMin'],
  });
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;

export const ListingsPageSchema = pagedSchema(ListingSummarySchema).extend({
  /** false when there are more matches than the server counts exactly; `total` is then a lower bound. */
  totalExato: z.boolean(),
  /**
   * 'todas': every listing has all the required words of `q` (or there is no text). 'algumas':
   * none had them all, and these are the listings with most of them, most words matched first.
   */
  correspondencia: z.enum(['todas', 'algumas']),
  /**
   * When the search found nothing for some word: `q` with each word no published listing has
   * replaced by the closest one that some have, as a whole text to offer as a link ("Você quis
   * dizer"); it has results itself. Null otherwise. The search itself always runs `q` as typed.
   */
  sugestao: z.string().nullable(),
});
export type ListingsPage = z.infer<typeof ListingsPageSchema>;

export const HighlightsQuerySchema = z.object({
  limit: intParam('limit', { min: 1, max: 50 }).optional().default(8),
  tipo: typeParam().optional(),
});

export const LISTING_NOT_FOUND = 'Anúncio não encontrado.';

/**
 * GET /api/anuncios/{id}/encerrado: a sold (`vendido`) or ended (`encerrado`) ad in its 30 days
 * after closing (410 after them, 404 for any other ad): its page says so and shows the
 * advertiser's other ads (`mais-do-anunciante`).
 */
export const ClosedListingSchema = z.object({
  codigoANUNCIO: z.number().int(),
  tituloANUNCIO: z.string(),
  tipoANUNCIO: z.number().int(),
  desfecho: z.enum(['vendido', 'encerrado']),
  /** ISO 8601. */
  encerradoEm: z.string(),
});
export type ClosedListing = z.infer<typeof ClosedListingSchema>;
