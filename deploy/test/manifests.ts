import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const DEPLOY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(DEPLOY_DIR, '..');
export const KUBERNETES_DIR = path.join(DEPLOY_DIR, 'kubernetes');

// biome-ignore lint/suspicious/noExplicitAny: manifests are checked field by field by the tests and the schemas.
export type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: any };
export type ManifestFile = { file: string; documents: Manifest[] };

/** Every YAML file under a folder, each parsed into its documents; a YAML error throws with the file's name. */
export function readManifests(folder = KUBERNETES_DIR): ManifestFile[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  return files.map((name) => {
    const documents = parseAllDocuments(readFileSync(path.join(folder, name), 'utf8'));
    const manifests = documents.map((document) => {
      if (document.errors.length > 0) throw new Error(`${name}: ${document.errors[0]?.message}`);
      return document.toJS() as Manifest;
    });
    return { file: name, documents: manifests };
  });
}

/** The environment variables the server documents (server README, "Environment"): the names in its table's first column. */
export function documentedVariables(): Set<string> {
  const readme = readFileSync(path.join(REPO_ROOT, 'server/README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Environment'),
    readme.indexOf('\n## ', readme.indexOf('## Environment') + 1),
  );
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] ?? '');
  }
  return names;
}
