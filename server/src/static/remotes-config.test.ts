import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { readRemotesConfigFile, remoteEntryProblem } from './remotes-config.ts';

const env = (extra: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-config-')),
  JWT_SECRET: 'x'.repeat(40),
  ...extra,
});
const configFile = (content: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-remotes-')), 'remotes.json');
  writeFileSync(file, content);
  return file;
};

describe('remote entries', () => {
  it('accepts absolute http(s) URLs and paths on this server, nothing else', () => {
    expect(remoteEntryProblem('https://cdn.example.org/seeker/remoteEntry.js')).toBeNull();
    expect(remoteEntryProblem('/remotes/seeker-app/builds/canary/remoteEntry.js')).toBeNull();
    for (const bad of ['remotes/x.js', '//cdn.example.org/x.js', 'ftp://x/y.js', 'javascript:alert(1)', '']) {
      expect(remoteEntryProblem(bad), bad).not.toBeNull();
    }
  });

  it('reads a partial REMOTES_CONFIG; a missing file means no overrides', () => {
    expect(
      readRemotesConfigFile(configFile('{"remotes":{"seeker_app":"https://cdn.example.org/s/remoteEntry.js"}}')),
    ).toEqual({
      seeker_app: 'https://cdn.example.org/s/remoteEntry.js',
    });
    expect(readRemotesConfigFile('/no/such/file.json')).toEqual({});
    expect(() => readRemotesConfigFile(configFile('{"remotes":{"shell":"/x.js"}}'))).toThrow(/unknown remote "shell"/);
  });

  it('stops start-up on a bad REMOTE_ENTRY_* or REMOTES_CONFIG, naming the variable', () => {
    expect(() => loadConfig(env({ REMOTE_ENTRY_SEEKER_APP: 'cdn/seeker.js' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ REMOTE_ENTRY_SEEKER_APP: 'cdn/seeker.js' }))).toThrow(
      /REMOTE_ENTRY_SEEKER_APP: must be/,
    );
    expect(() => loadConfig(env({ REMOTES_CONFIG: configFile('{"remotes": [') }))).toThrow(
      /REMOTES_CONFIG: REMOTES_CONFIG .* is not valid JSON/,
    );
    const good = configFile('{"remotes":{}}');
    const config = loadConfig(env({ REMOTES_CONFIG: good, DEPLOY_DIR: '/srv/deploy', DEPLOY_KEEP: '3' }));
    expect(config).toMatchObject({ remotesConfigFile: good, deployDir: '/srv/deploy', deployKeep: 3 });
    expect(loadConfig(env({})).deployDir).toMatch(/portal-config-.*\/deploy$/);
  });
});
