import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/context.ts';
import { runScript, serverEnv } from '../../test/server-process.ts';

const taken = createServer();

beforeAll(async () => {
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

// Start-up migrates a fresh database first: a minute on a loaded machine.
it('a taken HTTP port stops start-up with exit 1 and says which port and what to do', async () => {
  const address = taken.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const env = { ...(await serverEnv()), PORT: String(address.port), DATABASE_URL: await createTestDatabase() };
  const { code, stdout, stderr } = await runScript('src/cli.ts', ['serve'], env);
  expect(code).toBe(1);
  expect(stdout + stderr).toContain(`port ${address.port} on 127.0.0.1 is taken by another program`);
  expect(stdout + stderr).toContain('PORT=3001 npm start');
}, 120_000);
