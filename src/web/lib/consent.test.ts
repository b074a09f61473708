import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAll,
  BROWSER_STORAGE,
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  makeChoice,
  mayStore,
  parseChoice,
  readStored,
  rejectAll,
  saveChoice,
  writeStored,
  type StoredKey,
} from './consent.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('consent choices', () => {
  it('accept and reject set every optional category, necessary always on', () => {
    expect(acceptAll(NOW)).toEqual({
      version: 1,
      timestamp: '2026-11-22T10:00:00.000Z',
      categories: { necessarios: true, preferencias: true, analiticos: true, marketing: true },
    });
    expect(rejectAll(NOW).categories).toEqual({
      necessarios: true,
      preferencias: false,
      analiticos: false,
      marketing: false,
    });
  });

  it('round-trips through storage text', () => {
    const choice = makeChoice({ preferencias: true, analiticos: false, marketing: false }, NOW);
    expect(parseChoice(JSON.stringify(choice))).toEqual(choice);
  });

  it('asks again for absent, malformed or other-version choices', () => {
    expect(parseChoice(null)).toBeNull();
    expect(parseChoice('not json')).toBeNull();
    expect(parseChoice(JSON.stringify({ ...acceptAll(NOW), version: 0 }))).toBeNull();
    expect(parseChoice(JSON.stringify({ ...acceptAll(NOW), timestamp: 'ontem' }))).toBeNull();
    expect(
      parseChoice(JSON.stringify({ version: 1, timestamp: NOW.toISOString(), categories: {} })),
    ).toBeNull();
  });
});

/** A window with a working localStorage, enough for the consent module (tests run in Node). */
function stubWindow() {
  const data = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
  };
  const events: string[] = [];
  const target = new EventTarget();
  vi.stubGlobal(
    'window',
    Object.assign(target, {
      localStorage,
      dispatchEvent: (e: Event) => {
        events.push(e.type);
        return EventTarget.prototype.dispatchEvent.call(target, e);
      },
    }),
  );
  return { data, events };
}

// After "Rejeitar todos" the last search (anuncios_filters_v1) was still kept and
// brought back, although the dialog says the "Preferências" category is what remembers it.
describe('browser storage by consent category', () => {
  const FILTERS = 'anuncios_filters_v1';
  let store: ReturnType<typeof stubWindow>;
  beforeEach(() => {
    store = stubWindow();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('preferências: the last search is kept and read only after consent', () => {
    // No choice yet (the banner is up): nothing optional.
    expect(writeStored(FILTERS, '{"tipo":"2"}')).toBe(false);
    expect(store.data.has(FILTERS)).toBe(false);

    saveChoice(rejectAll());
    expect(writeStored(FILTERS, '{"tipo":"2"}')).toBe(false);
    expect(store.data.has(FILTERS)).toBe(false);
    // Kept before (an older version of the site): not brought back, and removed.
    store.data.set(FILTERS, '{"tipo":"3"}');
    expect(readStored(FILTERS)).toBeNull();
    expect(store.data.has(FILTERS)).toBe(false);

    saveChoice(makeChoice({ preferencias: true, analiticos: false, marketing: false }));
    expect(writeStored(FILTERS, '{"tipo":"2"}')).toBe(true);
    expect(readStored(FILTERS)).toBe('{"tipo":"2"}');
  });

  it('preferências: withdrawing the consent removes what it kept, and nothing else', () => {
    saveChoice(acceptAll());
    writeStored(FILTERS, '{"tipo":"2"}');
    writeStored('favoritos', '[]');
    saveChoice(makeChoice({ preferencias: false, analiticos: true, marketing: true }));
    expect(store.data.has(FILTERS)).toBe(false);
    expect(store.data.get('favoritos')).toBe('[]');
    expect(parseChoice(store.data.get(CONSENT_STORAGE_KEY) ?? null)?.categories.preferencias).toBe(false);
    expect(store.events).toContain(CONSENT_CHANGED_EVENT);
  });

  it('necessários: the choice and the favourites the visitor asks for are kept without consent', () => {
    expect(BROWSER_STORAGE[CONSENT_STORAGE_KEY].category).toBe('necessarios');
    expect(BROWSER_STORAGE.favoritos.category).toBe('necessarios');
    expect(writeStored('favoritos', '[{"id":"Bolo"}]')).toBe(true);
    saveChoice(rejectAll());
    expect(readStored('favoritos')).toBe('[{"id":"Bolo"}]');
    expect(store.data.has(CONSENT_STORAGE_KEY)).toBe(true);
    expect(mayStore('favoritos')).toBe(true);
    expect(mayStore(FILTERS)).toBe(false);
  });

  it('analíticos and marketing: NC keeps nothing under them, accepted or not', () => {
    const categories = new Set<string>(Object.values(BROWSER_STORAGE).map((e) => e.category));
    expect(categories.has('analiticos')).toBe(false);
    expect(categories.has('marketing')).toBe(false);
    // Accepting them alone allows no entry the other categories refuse.
    saveChoice(makeChoice({ preferencias: false, analiticos: true, marketing: true }));
    expect((Object.keys(BROWSER_STORAGE) as StoredKey[]).filter(mayStore).sort()).toEqual(
      [CONSENT_STORAGE_KEY, 'favoritos', 'favoritos_conta', 'painel_menu_recolhido'].sort(),
    );
  });
});
