import { existsSync, readFileSync } from 'node:fs';
import { REMOTE_NAMES, type RemoteName } from 'build-config/remotes';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

/** Why a remotes.json entry is unusable, or null: an absolute http(s) URL, or a path on this server. */
export function remoteEntryProblem(entry: unknown): string | null {
  if (typeof entry !== 'string' || entry.trim() === '') return 'must be a non-empty string';
  if (entry.startsWith('/') && !entry.startsWith('//')) return null;
  try {
    const url = new URL(entry);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // reported below
  }
  return `must be an absolute http(s) URL or a path starting with "/" (got ${JSON.stringify(entry)})`;
}

/**
 * Reads the REMOTES_CONFIG file: `{ "remotes": { "seeker_app": "https://cdn.example.org/seeker/remoteEntry.js" } }`.
 * Any subset of the remotes may be named. A missing file means no overrides. Throws a readable Error otherwise.
 */
export function readRemotesConfigFile(file: string): RemoteEntries {
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`REMOTES_CONFIG ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const remotes = (parsed as { remotes?: unknown } | null)?.remotes ?? {};
  if (typeof parsed !== 'object' || parsed === null || typeof remotes !== 'object' || Array.isArray(remotes)) {
    throw new Error(`REMOTES_CONFIG ${file} must look like {"remotes": {"seeker_app": "<entry URL or path>"}}.`);
  }
  const entries: RemoteEntries = {};
  for (const [name, entry] of Object.entries(remotes as Record<string, unknown>)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      throw new Error(`REMOTES_CONFIG ${file}: unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')}).`);
    }
    const problem = remoteEntryProblem(entry);
    if (problem) throw new Error(`REMOTES_CONFIG ${file}: remotes.${name} ${problem}.`);
    entries[name as RemoteName] = entry as string;
  }
  return entries;
}
