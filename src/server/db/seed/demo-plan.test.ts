import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '#shared/lib/documents.ts';
import { ARCHETYPES, RESIDENT_OFFERS } from './data/demo-advertisers.ts';
import { DEMO_CITIES } from './data/demo-places.ts';
import { TAXONOMY } from './data/taxonomy.ts';
import { buildDemoPlan, DEMO_BASE_DATE, OFFERS } from './demo-plan.ts';

describe('demo data set', () => {
  const plan = buildDemoPlan();

  it('only uses subcategories of the seeded taxonomy, and every offer has templates', () => {
    const taxonomy = new Set(
      Object.entries(TAXONOMY).flatMap(([type, list]) =>
        list.flatMap((c) => c.subcategories.map((s) => `${type}:${c.name}:${s}`)),
      ),
    );
    for (const offer of OFFERS.values()) {
      expect(
        taxonomy.has(`${offer.category.type}:${offer.category.category}:${offer.subcategory}`),
        offer.subcategory,
      ).toBe(true);
      expect(offer.templates.length).toBeGreaterThan(0);
    }
    for (const key of [...ARCHETYPES.flatMap((a) => a.offers), ...RESIDENT_OFFERS])
      expect(OFFERS.has(key), key).toBe(true);
  });

  it('keeps postal codes inside each city range and condominium names unique per city', () => {
    const ranges: Record<number, [number, number][]> = {
      3550308: [
        [1000000, 5999999],
        [8000000, 8499999],
      ],
      3304557: [[20000000, 23799999]],
      3106200: [[30000000, 31999999]],
      4106902: [[80000000, 82999999]],
      4314902: [[90000000, 91999999]],
      2927408: [[40000000, 42599999]],
      2611606: [[50000000, 52999999]],
      5300108: [[70000000, 72799999]],
      2304400: [[60000000, 61599999]],
      5208707: [[74000000, 74899999]],
    };
    for (const city of DEMO_CITIES) {
      for (const street of city.neighbourhoods.flatMap((n) => n.streets)) {
        const cep = Number(street.cep);
        expect(street.cep).toMatch(/^\d{8}$/);
        expect(
          ranges[city.code]?.some(([lo, hi]) => cep >= lo && cep <= hi),
          `${city.name} ${street.cep}`,
        ).toBe(true);
      }
      const names = plan.condominiums.filter((c) => c.city === city).map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives unique, valid documents and e-mails', () => {
    const docs = plan.users.map((u) => u.document);
    const emails = plan.users.map((u) => u.email.toLowerCase());
    expect(new Set(docs).size).toBe(docs.length);
    expect(new Set(emails).size).toBe(emails.length);
    for (const u of plan.users)
      expect(u.personKind === 'pf' ? isValidCpf(u.document) : isValidCnpj(u.document)).toBe(true);
  });

  // Three "Limpeza de ar-condicionado split", four "Vaga de motorista
  // particular..." on the public site.
  it('gives every listing its own title (and slug), the published ones included', () => {
    const titles = plan.listings.map((l) => l.title.toLocaleLowerCase('pt-BR'));
    const published = plan.listings.filter((l) => l.status === 'publicado').map((l) => l.title.toLowerCase());
    expect(published.length).toBeGreaterThan(400);
    expect(published.filter((t, i) => published.indexOf(t) !== i)).toEqual([]);
    expect(new Set(titles).size).toBe(titles.length);
    for (const l of plan.listings) {
      expect(l.title.length).toBeLessThanOrEqual(150);
      expect(l.images[0]?.title).toBe(l.title);
    }
  });

  it('dates content within the 90 days before the base date', () => {
    const oldest = DEMO_BASE_DATE.getTime() - 91 * 86_400_000;
    for (const l of plan.listings) {
      if (l.publishedAt) expect(l.publishedAt.getTime()).toBeGreaterThan(oldest);
      expect(l.createdAt.getTime()).toBeLessThanOrEqual(l.updatedAt.getTime());
    }
  });
});
