/**
 * "Você quis dizer" measured on a fixed list of 100 typos (issue 37: "suggestions that a person
 * would pick: measure them on a fixed list of 100 real typos and record the share that is
 * right").
 *
 * The typos are the ones Brazilian residents make on a condominium classifieds site, for food,
 * services, products and the condominium's own amenities: letters swapped, a letter missing or
 * doubled, the sound written another way (ç/ss/s, s/z, x/ch, lh/li, nh/ni, g/j, o/u, m/n), a
 * key next to the right one, and accents dropped or wrong. The search ignores accents
 * (pt_unaccent), so an accent alone is no typo to it: here an accent slip always comes with
 * another one ("requejao" for "requeijão"). Each intended word is one of the bench database's
 * (bench/lib/vocabulary.ts, in the titles the suggestions are drawn from) and no typo is a word
 * some listing holds, so the right answer is known and every typo needs a suggestion (checked
 * on nc_bench when the list was written; `measureSuggestions` reports any that found listings
 * as typed). Not tuned to today's algorithm: some typos are beyond its edit distance ("xuxu" for
 * "chuchu", "kibe" for "quibe"), as residents type them.
 */
import { ListingsQuerySchema } from '#shared/contracts/listings.contract.ts';
import type { ListingsService } from '#server/features/listings/listings.service.ts';
import { normalizeWord } from '#server/features/listings/search-text.ts';

type TypoKind = 'troca' | 'falta' | 'dobra' | 'fonética' | 'teclado' | 'acento';

export interface Typo {
  typo: string;
  /** The word the person meant, as the listings write it. */
  expected: string;
  /** The slip: letters swapped, a letter missing or doubled, a sound, a neighbouring key, an accent with another slip. */
  kind: TypoKind;
}

const t = (typo: string, expected: string, kind: TypoKind): Typo => ({ typo, expected, kind });

export const TYPOS: readonly Typo[] = [
  // Food
  t('brigadero', 'brigadeiro', 'falta'),
  t('brigadiero', 'brigadeiro', 'troca'),
  t('brigadeirro', 'brigadeiro', 'dobra'),
  t('beijino', 'beijinho', 'falta'),
  t('coxina', 'coxinha', 'falta'),
  t('cochinha', 'coxinha', 'fonética'),
  t('coxxinha', 'coxinha', 'dobra'),
  t('coxihna', 'coxinha', 'troca'),
  t('lasanja', 'lasanha', 'fonética'),
  t('lasania', 'lasanha', 'fonética'),
  t('lasnaha', 'lasanha', 'troca'),
  t('lasannha', 'lasanha', 'dobra'),
  t('esfirra', 'esfiha', 'fonética'),
  t('kibe', 'quibe', 'fonética'),
  t('empda', 'empada', 'falta'),
  t('sanduixe', 'sanduíche', 'acento'),
  t('hamburger', 'hambúrguer', 'acento'),
  t('sorvette', 'sorvete', 'dobra'),
  t('requejao', 'requeijão', 'acento'),
  t('biscoto', 'biscoito', 'falta'),
  t('bolaxa', 'bolacha', 'fonética'),
  t('pudin', 'pudim', 'fonética'),
  t('pamonia', 'pamonha', 'fonética'),
  t('cangica', 'canjica', 'fonética'),
  t('muqueca', 'moqueca', 'fonética'),
  t('strogonoff', 'estrogonofe', 'fonética'),
  t('chocolatte', 'chocolate', 'dobra'),
  t('abacachi', 'abacaxi', 'fonética'),
  t('beteraba', 'beterraba', 'falta'),
  t('abobra', 'abóbora', 'acento'),
  t('linguisa', 'linguiça', 'acento'),
  t('macarao', 'macarrão', 'acento'),
  t('mangericão', 'manjericão', 'fonética'),
  t('beringela', 'berinjela', 'fonética'),
  t('xuxu', 'chuchu', 'fonética'),
  t('pipoxa', 'pipoca', 'teclado'),
  t('cenora', 'cenoura', 'falta'),
  t('bolp', 'bolo', 'teclado'),
  t('tortq', 'torta', 'teclado'),
  t('marnita', 'marmita', 'teclado'),
  t('marmtia', 'marmita', 'troca'),
  t('pastek', 'pastel', 'teclado'),
  t('tapioac', 'tapioca', 'troca'),
  t('piza', 'pizza', 'falta'),
  // Services
  t('manecure', 'manicure', 'fonética'),
  t('manicrue', 'manicure', 'troca'),
  t('pedcure', 'pedicure', 'falta'),
  t('diarita', 'diarista', 'falta'),
  t('diairsta', 'diarista', 'troca'),
  t('diaeista', 'diarista', 'teclado'),
  t('eletrecista', 'eletricista', 'fonética'),
  t('eletricissta', 'eletricista', 'dobra'),
  t('encanadro', 'encanador', 'troca'),
  t('encanadoe', 'encanador', 'teclado'),
  t('encannador', 'encanador', 'dobra'),
  t('pedrero', 'pedreiro', 'falta'),
  t('pedreior', 'pedreiro', 'troca'),
  t('vidraseiro', 'vidraceiro', 'fonética'),
  t('jardinero', 'jardineiro', 'falta'),
  t('cabelereira', 'cabeleireira', 'falta'),
  t('sombrancelha', 'sobrancelha', 'fonética'),
  t('depilassão', 'depilação', 'acento'),
  t('masagem', 'massagem', 'falta'),
  t('fisoterapia', 'fisioterapia', 'falta'),
  t('nutrisionista', 'nutricionista', 'fonética'),
  t('pisicóloga', 'psicóloga', 'fonética'),
  t('faixneira', 'faxineira', 'troca'),
  t('dedetisação', 'dedetização', 'fonética'),
  t('mudansa', 'mudança', 'acento'),
  t('adestador', 'adestrador', 'falta'),
  t('natassão', 'natação', 'fonética'),
  // Products
  t('geladera', 'geladeira', 'falta'),
  t('gelaseira', 'geladeira', 'teclado'),
  t('geladiera', 'geladeira', 'troca'),
  t('liquificador', 'liquidificador', 'falta'),
  t('bisicleta', 'bicicleta', 'fonética'),
  t('bicicelta', 'bicicleta', 'troca'),
  t('patinette', 'patinete', 'dobra'),
  t('berso', 'berço', 'acento'),
  t('moxila', 'mochila', 'fonética'),
  t('mochilla', 'mochila', 'dobra'),
  t('conputador', 'computador', 'fonética'),
  t('impresora', 'impressora', 'falta'),
  t('colxao', 'colchão', 'acento'),
  t('edredon', 'edredom', 'fonética'),
  t('humidificador', 'umidificador', 'fonética'),
  t('butijão', 'botijão', 'fonética'),
  t('cadeita', 'cadeira', 'teclado'),
  t('sofs', 'sofá', 'teclado'),
  t('panrla', 'panela', 'teclado'),
  t('almofafa', 'almofada', 'teclado'),
  t('cortnia', 'cortina', 'troca'),
  t('toalia', 'toalha', 'fonética'),
  // The condominium's amenities
  t('churasqueira', 'churrasqueira', 'falta'),
  t('pissina', 'piscina', 'fonética'),
  t('piscinna', 'piscina', 'dobra'),
  t('academai', 'academia', 'troca'),
  t('brinqudoteca', 'brinquedoteca', 'falta'),
  t('estacionameto', 'estacionamento', 'falta'),
  t('garajem', 'garagem', 'fonética'),
];

export interface SuggestionScore {
  typos: number;
  /** The suggestion is the word meant (compared as the search compares words: case and accents aside). */
  right: number;
  wrong: { typo: string; expected: string; got: string }[];
  /** Typos that got no suggestion and found nothing. */
  none: string[];
  /** Typos the search found listings for as typed (no suggestion needed): a word the list should not hold. */
  asTyped: string[];
  /** right / typos. */
  share: number;
  /** How long the first suggestion waited for the service's word list (read once, then kept). */
  warmUpMs: number;
}

/**
 * The service reads its word list when a search first needs a suggestion and answers without one
 * if that takes over 2 s: `typo` is asked again until an answer comes back sooner. Returns the
 * wait (ms), to report apart from the suggestions' own times.
 */
export async function waitForWordList(service: ListingsService, typo: string): Promise<number> {
  const q = ListingsQuerySchema.parse({ q: typo });
  const started = performance.now();
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    await service.findListings(q);
    if (performance.now() - t0 < 1_500) break;
  }
  return performance.now() - started;
}

/**
 * Each typo through the listings service's page answer (`findListings`, as
 * `GET /api/anuncios?q=<typo>`), reading `sugestao`, once the word list is read
 * (`waitForWordList`, its wait reported apart).
 */
export async function measureSuggestions(
  service: ListingsService,
  typos: readonly Typo[],
): Promise<SuggestionScore> {
  const ask = async (typo: string) => {
    const q = ListingsQuerySchema.parse({ q: typo });
    return JSON.parse(await service.findListings(q)) as { total: number; sugestao: string | null };
  };
  const warmUpMs = await waitForWordList(service, typos[0]!.typo);

  const score: SuggestionScore = {
    typos: typos.length,
    right: 0,
    wrong: [],
    none: [],
    asTyped: [],
    share: 0,
    warmUpMs,
  };
  for (const { typo, expected } of typos) {
    const page = await ask(typo);
    if (page.sugestao === null) {
      if (page.total > 0) score.asTyped.push(typo);
      else score.none.push(typo);
    } else if (normalizeWord(page.sugestao) === normalizeWord(expected)) score.right++;
    else score.wrong.push({ typo, expected, got: page.sugestao });
  }
  score.share = score.right / typos.length;
  return score;
}
