import { createServer, type Socket } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { waitForDatabase } from './wait-for-database.ts';

describe('waiting for the database at start-up', () => {
  it('gives up on a database that accepts connections and never answers, logging each try', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const tries: object[] = [];
    const started = Date.now();
    try {
      await expect(
        waitForDatabase(
          { connectionString: `postgres://u:p@127.0.0.1:${port}/portal`, connectionTimeoutMillis: 200 },
          { timeoutMs: 1200, log: (fields) => tries.push(fields) },
        ),
      ).rejects.toThrow(/timeout/);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
    expect(Date.now() - started).toBeLessThan(4000);
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(tries[0]).toMatchObject({ attempt: 1, url: `postgres://u:***@127.0.0.1:${port}/portal` });
  });

  it('does not wait for what waiting cannot cure (a wrong password), and passes at once when all is well', async () => {
    const url = new URL(inject('pgAdminUrl'));
    await expect(waitForDatabase({ connectionString: url.toString() }, { timeoutMs: 10_000 })).resolves.toBeUndefined();
    url.password = 'wrong-password';
    const started = Date.now();
    await expect(waitForDatabase({ connectionString: url.toString() }, { timeoutMs: 10_000 })).rejects.toThrow(
      /password/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
