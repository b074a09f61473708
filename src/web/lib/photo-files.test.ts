import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES as M } from '#shared/contracts/media.constants.ts';
import {
  checkPickedFiles,
  imageTypeOf,
  LIBRARY_PHOTO_REFUSALS,
  LISTING_PHOTO_REFUSALS as L,
} from './photo-files.ts';

const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );
const PDF = [...'%PDF-1.4\n%âãÏÓ'].map((c) => c.charCodeAt(0) & 0xff);
const SVG = [...'<svg'].map((c) => c.charCodeAt(0));

/** A File starting with `head` that claims `size` bytes (without allocating them) and the browser's `type`. */
function file(name: string, head: number[], size = head.length, type = ''): File {
  const f = new File([new Uint8Array(head)], name, { type });
  return size === head.length ? f : Object.defineProperty(f, 'size', { value: size });
}

const forListing = (alreadyChosen: number) => ({ room: 12 - alreadyChosen, refusals: L });
const forLibrary = { room: 12, refusals: LIBRARY_PHOTO_REFUSALS };

describe('imageTypeOf', () => {
  it('reads the PNG, JPEG, GIF and WebP signatures, and nothing else', () => {
    expect(imageTypeOf(new Uint8Array(PNG))).toBe('png');
    expect(imageTypeOf(new Uint8Array(JPEG))).toBe('jpeg');
    expect(imageTypeOf(new Uint8Array(GIF))).toBe('gif');
    expect(imageTypeOf(new Uint8Array(WEBP))).toBe('webp');
    expect(imageTypeOf(new Uint8Array(PDF))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(imageTypeOf(new Uint8Array([]))).toBeNull();
  });
});

describe('checkPickedFiles for the ad form', () => {
  it('refuses a PDF renamed .jpg by its first bytes, before any preview', async () => {
    const { accepted, refused } = await checkPickedFiles(
      [file('folheto.jpg', PDF), file('bolo.jpg', JPEG)],
      forListing(0),
    );
    expect(accepted.map((f) => f.name)).toEqual(['bolo.jpg']);
    expect(refused).toEqual([{ name: 'folheto.jpg', reason: L.content }]);
  });

  it('keeps images up to 12 and lists the refused in the order picked, with the reason', async () => {
    const files = [
      file('a.JPG', JPEG),
      file('b.svg', SVG),
      file('c.png', PNG, 10 * MB + 1),
      file('x.webp', PDF),
      file('d.webp', WEBP),
      file('e.gif', GIF),
    ];
    const { accepted, refused } = await checkPickedFiles(files, forListing(10));
    expect(accepted.map((f) => f.name)).toEqual(['a.JPG', 'd.webp']);
    expect(refused).toEqual([
      { name: 'b.svg', reason: L.type },
      { name: 'c.png', reason: L.size },
      { name: 'x.webp', reason: L.content },
      { name: 'e.gif', reason: L.limit },
    ]);
  });
});

describe('checkPickedFiles for "Minhas Imagens"', () => {
  it('accepts png, jpg, jpeg, gif and webp up to 10 MB, whatever the case of the extension', async () => {
    const files = [
      file('a.png', PNG, MB, 'image/png'),
      file('b.JPG', JPEG, MB, 'image/jpeg'),
      file('c.jpeg', JPEG, MB, 'image/jpeg'),
      file('d.gif', GIF, MB, 'image/gif'),
      file('e.webp', WEBP, 10 * MB, 'image/webp'),
    ];
    expect(await checkPickedFiles(files, forLibrary)).toEqual({ accepted: files, refused: [] });
  });

  it('refuses other types, a renamed SVG and files over 10 MB, each with its reason', async () => {
    const { accepted, refused } = await checkPickedFiles(
      [
        file('doc.pdf', PDF, MB, 'application/pdf'),
        file('logo.png', SVG, MB, 'image/svg+xml'),
        file('sem-extensao', JPEG, MB, 'image/jpeg'),
        file('grande.jpg', JPEG, 10 * MB + 1, 'image/jpeg'),
        file('ok.jpg', JPEG, MB, 'image/jpeg'),
      ],
      forLibrary,
    );
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(refused).toEqual([
      { name: 'doc.pdf', reason: M.typeNotAccepted },
      { name: 'logo.png', reason: M.typeNotAccepted },
      { name: 'sem-extensao', reason: M.typeNotAccepted },
      { name: 'grande.jpg', reason: M.tooLarge },
    ]);
  });

  it('refuses a file that is not a picture but is named and typed as one, as the server would', async () => {
    const { accepted, refused } = await checkPickedFiles(
      [file('folheto.jpg', PDF, MB, 'image/jpeg'), file('bolo.jpg', JPEG, MB, 'image/jpeg')],
      forLibrary,
    );
    expect(accepted.map((f) => f.name)).toEqual(['bolo.jpg']);
    expect(refused).toEqual([{ name: 'folheto.jpg', reason: M.typeNotAccepted }]);
  });

  it('takes at most 12 at a time', async () => {
    const files = Array.from({ length: 14 }, (_, i) => file(`f${i}.jpg`, JPEG, MB, 'image/jpeg'));
    const { accepted, refused } = await checkPickedFiles(files, forLibrary);
    expect(accepted).toHaveLength(12);
    expect(refused).toEqual([
      { name: 'f12.jpg', reason: M.tooManyFiles },
      { name: 'f13.jpg', reason: M.tooManyFiles },
    ]);
  });
});
