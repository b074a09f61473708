import { describe, expect, it } from 'vitest';
import { pageMeta, summarize } from './seo.ts';

describe('pageMeta', () => {
  it('makes canonical, og:url and og:image absolute on the public origin', () => {
    const meta = pageMeta({
      title: 'T',
      description: 'D',
      path: '/detalhe/produto/1/a',
      publicUrl: 'https://nc.com.br',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://nc.com.br/detalhe/produto/1/a',
    });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://nc.com.br/detalhe/produto/1/a' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://nc.com.br/og-nc.jpg' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'pt_BR' });
  });
  it('gives image size only when known', () => {
    const meta = pageMeta({
      title: 'T',
      description: 'D',
      path: '/',
      publicUrl: 'https://nc.com.br',
      image: { url: '/u/a.webp' },
    });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://nc.com.br/u/a.webp' });
    expect(meta.some((m) => 'property' in m && m.property === 'og:image:width')).toBe(false);
  });
});

describe('summarize', () => {
  it('collapses whitespace and cuts on a word near 160 characters', () => {
    expect(summarize('  a\n\n b  ')).toBe('a b');
    const long = 'palavra '.repeat(40);
    const out = summarize(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('palavra…')).toBe(true);
  });
});
