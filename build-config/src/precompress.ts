import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * Build-time compression of the five front-end builds: every text asset gets a `.br` (brotli, maximum
 * quality) and a `.gz` (gzip -9) beside it, which the server's static routes send by content negotiation
 * (`@fastify/static` `preCompressed`). Node only: the browser never imports this file.
 */

/** Extensions of the text files worth compressing (fonts and images are compressed formats already). */
export const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.map']);
export const ENCODINGS = [
  { suffix: '.br', encoding: 'br' },
  { suffix: '.gz', encoding: 'gzip' },
] as const;

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzipOptions = { level: 9 };

/** Text files under `dir` (recursively) whose compressed copies are missing or older than the file. */
export function filesToCompress(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name))) {
        const mtime = statSync(file).mtimeMs;
        const stale = ENCODINGS.some(({ suffix }) => {
          try {
            return statSync(file + suffix).mtimeMs < mtime;
          } catch {
            return true;
          }
        });
        if (stale) found.push(file);
      }
    }
  };
  walk(dir);
  return found;
}

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number };

const add = (total: PrecompressResult, size: number, br: Buffer, gz: Buffer) => {
  total.files++;
  total.bytes += size;
  total.brotliBytes += br.length;
  total.gzipBytes += gz.length;
};

/** Writes `.br` and `.gz` beside every text file of `dir` that lacks them (compresses on the thread pool). */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const total: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    filesToCompress(dir).map(async (file) => {
      const source = readFileSync(file);
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(source, brotliOptions(source.length)),
        promisify(gzip)(source, gzipOptions),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      add(total, source.length, br, gz);
    }),
  );
  return total;
}

/** The same, synchronously (the deploy command, for a folder built without the plugin). */
export function precompressDirSync(dir: string): PrecompressResult {
  const total: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesToCompress(dir)) {
    const source = readFileSync(file);
    const br = brotliCompressSync(source, brotliOptions(source.length));
    const gz = gzipSync(source, gzipOptions);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    add(total, source.length, br, gz);
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Vite plugin (all five vite.config.ts): after the bundle and every other plugin's files are written
 * (mf-manifest.json, remoteEntry.js, build-info.json), precompresses the output folder.
 */
export function precompressPlugin() {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'portal-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string; ssr: boolean | string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post' as const,
      sequential: true,
      async handler() {
        if (skip) return;
        const result = await precompressDir(outDir);
        console.log(
          `precompressed ${result.files} files: ${kb(result.bytes)} -> ${kb(result.brotliBytes)} br, ` +
            `${kb(result.gzipBytes)} gz`,
        );
      },
    },
  };
}
