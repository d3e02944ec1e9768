import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';

/** A process of the test (PgBouncer, nginx, a server instance), with everything it wrote. */
export type Service = {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  alive: () => boolean;
};

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Service {
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    name,
    child,
    output: () => output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Stops a service with `signal`, then SIGKILL after `ms`. */
export async function stopService(service: Service, signal: NodeJS.Signals = 'SIGTERM', ms = 15_000): Promise<void> {
  if (!service.alive()) return;
  service.child.kill(signal);
  const timer = setTimeout(() => service.child.kill('SIGKILL'), ms);
  await service.exited;
  clearTimeout(timer);
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  ms: number,
  service?: Service,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (service && !service.alive())
      throw new Error(`${service.name} exited while waiting for ${what}:\n${service.output()}`);
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${service ? `; ${service.name} wrote:\n${service.output()}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const waitForPort = (port: number, ms: number, service?: Service) =>
  waitFor(`port ${port}`, () => portOpen(port), ms, service);

const runAsRoot = () => userInfo().uid === 0;

/**
 * PgBouncer (Debian's) in transaction mode on `port`, in front of the PostgreSQL on `postgresPort`, with its own
 * config in `dir`. As root it runs as `postgres` (it refuses root). Reconnects to a restarted PostgreSQL within a
 * second (server_login_retry), as the server README recommends.
 */
export async function startPgBouncer(dir: string, port: number, postgresPort: number, password: string) {
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'userlist.txt'), `"postgres" "${password}"\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${postgresPort}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      'server_login_retry = 1',
      'server_connect_timeout = 2',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const service = startService('pgbouncer', '/usr/sbin/pgbouncer', [...(runAsRoot() ? ['-u', 'postgres'] : []), ini]);
  await waitForPort(port, 15_000, service);
  return service;
}

/** nginx (Debian's) on `port`, spreading requests over the instances and retrying idempotent ones on another. */
export async function startNginx(
  dir: string,
  port: number,
  upstreams: number[],
): Promise<Service & { errors: () => string }> {
  const conf = path.join(dir, 'nginx.conf');
  const group = readFileSync('/etc/group', 'utf8').includes('\nnogroup:') ? 'nogroup' : 'nobody';
  writeFileSync(
    conf,
    `${runAsRoot() ? `user nobody ${group};` : ''}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${path.join(dir, 'nginx-body')};
  proxy_temp_path ${path.join(dir, 'nginx-proxy')};
  fastcgi_temp_path ${path.join(dir, 'nginx-fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'nginx-uwsgi')};
  scgi_temp_path ${path.join(dir, 'nginx-scgi')};
  upstream portal {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=3 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 5s;
      proxy_read_timeout 30s;
    }
  }
}
`,
  );
  const service = startService('nginx', '/usr/sbin/nginx', [
    '-e',
    path.join(dir, 'nginx-error.log'),
    '-p',
    dir,
    '-c',
    conf,
  ]);
  await waitForPort(port, 15_000, service);
  return { ...service, errors: () => readFileSync(path.join(dir, 'nginx-error.log'), 'utf8') };
}

/** Whether Debian's pgbouncer and nginx are installed (.ci/run installs them). */
export function haveOperationsTools(): boolean {
  try {
    execFileSync('/usr/sbin/pgbouncer', ['--version'], { stdio: 'ignore' });
    execFileSync('/usr/sbin/nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
