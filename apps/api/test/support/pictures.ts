import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A picture with a gradient (so it is not trivially small) and the metadata a phone camera writes. */
export async function picture(format: 'png' | 'jpeg' | 'tiff', { width, height, orientation }: { width: number; height: number; orientation?: number }) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = x % 256;
    pixels[i + 1] = 128;
    pixels[i + 2] = (i / 3 / width) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Private' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 0/1' } })
    .withMetadata(orientation ? { orientation } : {})
    .toFormat(format)
    .toBuffer();
}

export const fileOf = (bytes: Uint8Array | string, name: string, type: string) => new File([bytes], name, { type });

/** A form's text fields and, when given, the picture (or whatever stands in its place) in `image`, as a browser posts them. */
export function formWithImage(fields: Record<string, string>, image?: File | string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image !== undefined) form.append('image', image);
  return form;
}


/** `big.png`, a real PNG padded to exactly `size` bytes: a picture, but too large for a limit below `size`. */
export async function pngOfSize(size: number) {
  return fileOf(Buffer.concat([await picture('png', { width: 8, height: 8 }), Buffer.alloc(size)]).subarray(0, size), 'big.png', 'image/png');
}

/** A small PNG whose header claims `side` × `side` pixels: a pixel flood that decodes into gigabytes. */
export async function pixelFlood(side: number) {
  const png = Buffer.from(await picture('png', { width: 4, height: 4 }));
  // IHDR's data starts at byte 16 (signature 8, length 4, type 4): width, then height, big-endian.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Files that claim to be pictures and are not: an upload is told apart by its first bytes, never by its name or type. */
export const NOT_PICTURES: Array<[string, () => File]> = [
  ['a text file named .png', () => fileOf('just some notes, not a picture\n', 'notes.png', 'image/png')],
  ['a PNG signature over garbage', () => fileOf(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(512, 7)]), 'x.png', 'image/png')],
  ['an SVG with a script', () => fileOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg', 'image/svg+xml')],
];

/** The names of the files stored under `dir`, at any depth: to show an upload refused left nothing behind. */
export async function filesIn(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
}
