import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_DIR, REPO_ROOT } from './manifests.ts';

const dockerfile = readFileSync(path.join(DEPLOY_DIR, 'Dockerfile'), 'utf8');
const { workspaces } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

describe('the Dockerfile', () => {
  it("installs the dependencies from every workspace's manifest, before the sources are copied", () => {
    const lines = dockerfile.split('\n');
    const copied = lines.flatMap((line) => line.match(/^COPY ([\w-]+)\/package\.json \1\/$/)?.[1] ?? []);
    expect(copied.sort()).toEqual([...workspaces].sort());
    const install = lines.findIndex((line) => line.startsWith('RUN npm install'));
    const sources = lines.indexOf('COPY . .');
    expect(install).toBeGreaterThan(lines.indexOf('COPY package.json package-lock.json ./'));
    expect(sources).toBeGreaterThan(install);
  });
});
