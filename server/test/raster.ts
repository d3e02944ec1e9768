/**
 * Grey images as poppler's `pdftoppm -gray` writes them (binary PGM) and a comparison of two renderings of the same
 * text that forgives antialiasing: the share of ink pixels of either image with no ink within one pixel in the
 * other, the two aligned by their ink boxes. Two rasterisers of the same glyphs score under 1 %; a missing
 * conjunct, a reph drawn as a halant or an i-matra after its consonant leaves whole strokes unmatched.
 */
export type GreyImage = { width: number; height: number; pixels: Uint8Array };

/** A binary PGM (P5, 8-bit). */
export function readPgm(data: Buffer): GreyImage {
  const header: string[] = [];
  let offset = 0;
  while (header.length < 4) {
    while (offset < data.length && /\s/.test(String.fromCharCode(data[offset] ?? 0))) offset++;
    if (data[offset] === 0x23) {
      while (offset < data.length && data[offset] !== 0x0a) offset++;
      continue;
    }
    let token = '';
    while (offset < data.length && !/\s/.test(String.fromCharCode(data[offset] ?? 0))) {
      token += String.fromCharCode(data[offset] ?? 0);
      offset++;
    }
    header.push(token);
  }
  const [magic, width, height, max] = header;
  if (magic !== 'P5' || max !== '255') throw new Error(`not an 8-bit binary PGM (${magic}, max ${max})`);
  const w = Number(width);
  const h = Number(height);
  return { width: w, height: h, pixels: data.subarray(offset + 1, offset + 1 + w * h) };
}

export function writePgm(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'), Buffer.from(image.pixels)]);
}

const isInk = (image: GreyImage, x: number, y: number) =>
  x >= 0 && y >= 0 && x < image.width && y < image.height && (image.pixels[y * image.width + x] ?? 255) < 128;

type Box = { left: number; top: number; right: number; bottom: number };

/** The box around the ink between rows `from` and `to` (all rows by default), or null when there is none. */
export function inkBox(image: GreyImage, from = 0, to = image.height): Box | null {
  let box: Box | null = null;
  for (let y = from; y < to; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!isInk(image, x, y)) continue;
      box = box
        ? {
            left: Math.min(box.left, x),
            top: Math.min(box.top, y),
            right: Math.max(box.right, x),
            bottom: Math.max(box.bottom, y),
          }
        : { left: x, top: y, right: x, bottom: y };
    }
  }
  return box;
}

/** A part of an image. */
export function crop(image: GreyImage, box: Box): GreyImage {
  const width = box.right - box.left + 1;
  const height = box.bottom - box.top + 1;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = image.pixels[(box.top + y) * image.width + box.left + x] ?? 255;
  }
  return { width, height, pixels };
}

/** Percent of ink pixels (of both images) unmatched within one pixel in the other, aligned by ink boxes. */
export function inkDifference(a: GreyImage, b: GreyImage): number {
  const boxA = inkBox(a);
  const boxB = inkBox(b);
  if (!boxA || !boxB) return 100;
  const near = (image: GreyImage, box: Box, x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) if (isInk(image, box.left + x + dx, box.top + y + dy)) return true;
    }
    return false;
  };
  const width = Math.max(boxA.right - boxA.left, boxB.right - boxB.left) + 1;
  const height = Math.max(boxA.bottom - boxA.top, boxB.bottom - boxB.top) + 1;
  let ink = 0;
  let unmatched = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inA = isInk(a, boxA.left + x, boxA.top + y);
      const inB = isInk(b, boxB.left + x, boxB.top + y);
      if (inA) ink++;
      if (inB) ink++;
      if (inA && !near(b, boxB, x, y)) unmatched++;
      if (inB && !near(a, boxA, x, y)) unmatched++;
    }
  }
  return ink ? (unmatched / ink) * 100 : 100;
}
