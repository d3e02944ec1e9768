const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height of a PNG from its IHDR chunk; throws when `data` is not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } {
  if (!data.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG (signature)');
  if (data.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG (first chunk is not IHDR)');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
