import { describe, expect, it } from 'vitest';
import { formatBytes, inUseLabel, pageFrom } from './media-files.ts';

const MB = 1024 * 1024;

describe('labels', () => {
  it('formats sizes in pt-BR', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(2.5 * MB)).toBe('2,5 MB');
  });

  it('says how many ads use an image', () => {
    expect(inUseLabel(0)).toBeNull();
    expect(inUseLabel(1)).toBe('Em uso em 1 anúncio');
    expect(inUseLabel(3)).toBe('Em uso em 3 anúncios');
  });

  it('reads the page from ?pagina=', () => {
    expect(pageFrom(new URLSearchParams('pagina=3'))).toBe(3);
    expect(pageFrom(new URLSearchParams('pagina=0'))).toBe(1);
    expect(pageFrom(new URLSearchParams('pagina=x'))).toBe(1);
    expect(pageFrom(new URLSearchParams(''))).toBe(1);
  });
});
