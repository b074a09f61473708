import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES as M } from '#shared/contracts/media.constants.ts';
import { checkPickedFiles, formatBytes, inUseLabel, pageFrom } from './media-files.ts';

const MB = 1024 * 1024;
const file = (name: string, size = MB, type = 'image/jpeg') => ({ name, size, type });

describe('checkPickedFiles', () => {
  it('accepts png, jpg, jpeg, gif and webp up to 10 MB, whatever the case of the extension', () => {
    const files = [
      file('a.png', MB, 'image/png'),
      file('b.JPG'),
      file('c.jpeg'),
      file('d.gif', MB, 'image/gif'),
      file('e.webp', 10 * MB, 'image/webp'),
    ];
    expect(checkPickedFiles(files)).toEqual({ accepted: files, refused: [] });
  });

  it('refuses other types, a renamed SVG and files over 10 MB, each with its reason', () => {
    const { accepted, refused } = checkPickedFiles([
      file('doc.pdf', MB, 'application/pdf'),
      file('logo.png', MB, 'image/svg+xml'),
      file('sem-extensao'),
      file('grande.jpg', 10 * MB + 1),
      file('ok.jpg'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(refused).toEqual([
      { name: 'doc.pdf', reason: M.typeNotAccepted },
      { name: 'logo.png', reason: M.typeNotAccepted },
      { name: 'sem-extensao', reason: M.typeNotAccepted },
      { name: 'grande.jpg', reason: M.tooLarge },
    ]);
  });

  it('takes at most 12 at a time', () => {
    const files = Array.from({ length: 14 }, (_, i) => file(`f${i}.jpg`));
    const { accepted, refused } = checkPickedFiles(files);
    expect(accepted).toHaveLength(12);
    expect(refused).toEqual([
      { name: 'f12.jpg', reason: M.tooManyFiles },
      { name: 'f13.jpg', reason: M.tooManyFiles },
    ]);
  });
});

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
