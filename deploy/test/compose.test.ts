import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEPLOY_DIR, documentedVariables } from './manifests.ts';

const REQUIRED = {
  PORTAL_HOST: 'jobs.example.org',
  POSTGRES_PASSWORD: 'database-password',
  JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  ADMIN_EMAIL: 'admin@jobs.example.org',
  ADMIN_PASSWORD: 'admin-password',
};

/** `docker-compose config` (Debian's docker-compose) on deploy/compose.yaml, with only the given variables set. */
function composeConfig(env: Record<string, string>) {
  const result = spawnSync('docker-compose', ['-f', path.join(DEPLOY_DIR, 'compose.yaml'), 'config'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`docker-compose could not run (.ci/run installs it): ${result.error.message}`);
  return result;
}

describe('the compose file for one server', () => {
  it('passes docker-compose config: two instances after the migration, Caddy in front, a nightly backup', () => {
    const result = composeConfig(REQUIRED);
    expect(result.status, result.stderr).toBe(0);
    const { services } = parse(result.stdout) as {
      services: Record<
        string,
        {
          image: string;
          command?: string[];
          environment?: Record<string, string>;
          depends_on?: unknown;
          ports?: unknown[];
        }
      >;
    };
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'backup', 'db', 'migrate', 'proxy']);
    expect(services.migrate?.command).toEqual(['migrate']);
    expect(services.backup?.command?.[0]).toBe('backup');
    for (const name of ['app1', 'app2']) {
      const app = services[name];
      expect(app?.image).toBe(services.migrate?.image);
      expect(app?.depends_on).toEqual({ migrate: { condition: 'service_completed_successfully' } });
      expect(app?.environment?.TRUST_PROXY).toBe('1');
      expect(app?.environment?.DATABASE_URL).toBe('postgresql://portal:database-password@db:5432/portal');
      expect(app?.ports).toBeUndefined();
    }
    expect(JSON.stringify(services.proxy?.ports)).toContain('443');

    const documented = documentedVariables();
    const undocumented = Object.keys(services.app1?.environment ?? {}).filter((name) => !documented.has(name));
    expect(undocumented).toEqual([]);
  });

  it('refuses to start without the secrets it needs, naming them', () => {
    const { POSTGRES_PASSWORD: _, ...withoutPassword } = REQUIRED;
    const result = composeConfig(withoutPassword);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('POSTGRES_PASSWORD');
  });
});
