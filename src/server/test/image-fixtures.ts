import sharp from 'sharp';

/**
 * Pictures for the upload tests, drawn locally: real photos' traits (EXIF GPS, orientation),
 * and the attacks of security A1.6 (SVG, HTML named .jpg, PNG/JPEG polyglots, a pixel bomb).
 */

const solid = (width: number, height: number, background = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A 4:3 JPEG shot "rotated" (EXIF orientation 6: stored landscape, shown portrait) with GPS tags. */
export function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'NC-1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The EXIF block holds a GPS IFD pointer (tag 0x8825, little-endian as sharp writes it). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
}

export const pngImage = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 150, b: 80, alpha: 0.5 } } })
    .png()
    .toBuffer();
export const gifImage = () => solid(320, 240, '#aa3366').gif().toBuffer();
export const webpImage = () => solid(500, 400, '#66aa33').webp().toBuffer();
export const jpegImage = (width = 1200, height = 900) =>
  solid(width, height).jpeg({ quality: 80 }).toBuffer();

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const HTML_AS_JPG = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** A JPEG with a PNG appended after it: both viewers open it. */
export async function jpegPngPolyglot(): Promise<Buffer> {
  return Buffer.concat([await jpegImage(200, 150), await pngImage(20, 20)]);
}

/** A valid PNG carrying HTML after its IEND chunk. */
export async function pngWithTrailingHtml(): Promise<Buffer> {
  return Buffer.concat([await pngImage(20, 20), Buffer.from('<html><script>alert(1)</script></html>')]);
}

/** A 10,000 x 10,000 PNG (100 MP; about 100 kB on disk, 300 MB once decoded). */
export function pixelBomb(): Promise<Buffer> {
  return sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A JPEG cut in half: the magic bytes are right, the data is not. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpegImage(600, 400);
  return whole.subarray(0, Math.floor(whole.length / 2));
}
