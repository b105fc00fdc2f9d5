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

