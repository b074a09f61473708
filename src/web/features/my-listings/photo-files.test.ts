import { describe, expect, it } from 'vitest';
import { checkPickedFiles, imageTypeOf, MAX_PHOTO_BYTES, PHOTO_REFUSALS } from './photo-files.ts';

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

/** A File of `size` bytes starting with `head` (the size claimed without allocating it). */
function file(name: string, head: number[], size = head.length): File {
  const f = new File([new Uint8Array(head)], name);
  return size === head.length ? f : Object.defineProperty(f, 'size', { value: size });
}

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

describe('checkPickedFiles', () => {
  it('refuses a PDF renamed .jpg by its first bytes, before any preview', async () => {
    const { accepted, refused } = await checkPickedFiles(
      [file('folheto.jpg', PDF), file('bolo.jpg', JPEG)],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['bolo.jpg']);
    expect(refused).toEqual([{ name: 'folheto.jpg', reason: PHOTO_REFUSALS.content }]);
  });

  it('keeps images up to 12 and lists the refused in the order picked, with the reason', async () => {
    const files = [
      file('a.JPG', JPEG),
      file(
        'b.svg',
        [...'<svg'].map((c) => c.charCodeAt(0)),
      ),
      file('c.png', PNG, MAX_PHOTO_BYTES + 1),
      file('x.webp', PDF),
      file('d.webp', WEBP),
      file('e.gif', GIF),
    ];
    const { accepted, refused } = await checkPickedFiles(files, 10);
    expect(accepted.map((f) => f.name)).toEqual(['a.JPG', 'd.webp']);
    expect(refused).toEqual([
      { name: 'b.svg', reason: PHOTO_REFUSALS.type },
      { name: 'c.png', reason: PHOTO_REFUSALS.size },
      { name: 'x.webp', reason: PHOTO_REFUSALS.content },
      { name: 'e.gif', reason: PHOTO_REFUSALS.limit },
    ]);
  });
});
