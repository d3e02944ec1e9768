/**
 * The one shared-singleton map used by all five federated builds (shell and the four remotes).
 * Every entry is a singleton so the shell and the remotes share one React, one router,
 * one query client library, one i18next and one session store (shared-api).
 */
export const REMOTE_NAMES = ['public_site', 'seeker_app', 'employer_app', 'admin_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Folder (workspace) that builds each remote; also the path segment under /remotes/. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  public_site: 'public-site',
  seeker_app: 'seeker-app',
  employer_app: 'employer-app',
  admin_app: 'admin-app',
};

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = {
  react: singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  '@tanstack/react-query': singleton('^5.0.0'),
  zustand: singleton('^5.0.0'),
  i18next: singleton('^27.0.0'),
  'react-i18next': singleton('^18.0.0'),
  'shared-api': singleton('^0.1.0'),
  'shared-ui': singleton('^0.1.0'),
};

/** The workspace packages among the singletons: the shell builds and provides them, remotes never copy them. */
export const WORKSPACE_SINGLETONS = ['shared-api', 'shared-ui'] as const;

/**
 * The form kit is no federation share: shared-ui's form subpath, react-hook-form and the contract's zod schemas
 * (shared-api/schemas) are bundled by each build that imports them, into the chunks of its forms (and, in the shell,
 * of the first API call). The federation plugin loads every share a host imports anywhere while the page starts, so
 * shared from the shell they cost every page 50 KB of compressed JavaScript; bundled, a page without a form downloads
 * none of it, and an area with forms downloads its own copy once (docs/decisions/form-kit-not-shared.md).
 */
export const FORM_KIT = ['shared-api/schemas', 'shared-ui/form', 'react-hook-form'] as const;

/** What the shell mounts from every remote: `./App` (see `RemoteAppModule` in src/remote-contract.ts). */
export const REQUIRED_EXPOSE = './App';
/** Optional second expose: `{ name, version, buildId }`, shown by the shell for the sections it loaded. */
export const BUILD_INFO_EXPOSE = './build-info';

export type RemoteBuildInfo = { name: string; version: string; buildId: string };

/** The parts of a built remote's `mf-manifest.json` the contract check reads. */
export type FederationManifest = {
  name?: string;
  shared?: { name: string; version?: string; singleton?: boolean; requiredVersion?: string | false }[];
  exposes?: { name: string; path: string }[];
};

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^\s*v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][0-9A-Za-z.-]*)?\s*$/.exec(text);
  if (!match) return null;
  const part = (value: string | undefined) => (value === undefined || /[xX*]/.test(value) ? 0 : Number(value));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator.trim());
  if (!match) return false;
  const operator = match[1] ?? '=';
  const raw = match[2] ?? '';
  if (raw === '*' || raw === 'x' || raw === 'X') return true;
  const bound = parseVersion(raw);
  if (!bound) return false;
  const order = compare(version, bound);
  const partCount = raw.split('.').filter((part) => /^\d+$/.test(part)).length;
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^': {
      if (order < 0) return false;
      // ^1.2.3 := <2.0.0, ^0.2.3 := <0.3.0, ^0.0.3 := <0.0.4 (npm semver rules).
      if (bound[0] > 0 || partCount === 1) return version[0] === bound[0];
      if (bound[1] > 0 || partCount === 2) return version[0] === 0 && version[1] === bound[1];
      return compare(version, bound) === 0;
    }
    case '~':
      if (order < 0) return false;
      return partCount === 1 ? version[0] === bound[0] : version[0] === bound[0] && version[1] === bound[1];
    default:
      // A partial version (`19`, `19.1`) matches everything it names.
      return partCount === 3 ? order === 0 : version[0] === bound[0] && (partCount < 2 || version[1] === bound[1]);
  }
}

/**
 * Whether `version` satisfies an npm-style `range`: `^`, `~`, `>=`, `>`, `<=`, `<`, `=`, exact or partial
 * versions, `*`, space-separated (all must hold) and `||` alternatives. Enough for shared-singleton ranges.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comparators.length === 0 || comparators.every((comparator) => satisfiesComparator(parsed, comparator));
  });
}

/** The shared map's key for a subpath import (`react/jsx-runtime` → `react`). */
function basePackage(name: string): string {
  if (name in sharedSingletons) return name;
  const parts = name.split('/');
  const base = name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
  return base;
}

/**
 * Checks a built remote's manifest against what the shell expects: the federation name, `./App` exposed,
 * and every shared singleton present, a singleton, at a version the shell's range accepts, and (when the
 * shell's installed versions are given) asking for a range the shell's version satisfies.
 * Returns readable problems; an empty list means the remote fits.
 */
export function checkRemoteManifest(
  manifest: FederationManifest,
  expected: { name: string; hostVersions?: Record<string, string> },
): string[] {
  const problems: string[] = [];
  const who = `Remote ${expected.name}`;
  if (manifest.name !== undefined && manifest.name !== expected.name) {
    problems.push(`${who}: the build is named "${manifest.name}", the shell loads it as "${expected.name}".`);
  }
  const exposes = manifest.exposes ?? [];
  const exposed = exposes.some((item) => item.path === REQUIRED_EXPOSE || `./${item.name}` === REQUIRED_EXPOSE);
  if (!exposed) {
    const list = exposes.map((item) => item.path).join(', ') || 'nothing';
    problems.push(`${who} does not expose "${REQUIRED_EXPOSE}", which the shell mounts (it exposes ${list}).`);
  }
  const shared = manifest.shared ?? [];
  for (const name of Object.keys(sharedSingletons)) {
    const entry = shared.find((item) => item.name === name);
    if (!entry) {
      problems.push(`${who} does not share "${name}": it would bundle its own copy instead of the shell's singleton.`);
      continue;
    }
    if (entry.singleton !== true) problems.push(`${who} shares "${name}" but not as a singleton.`);
  }
  for (const entry of shared) {
    const base = basePackage(entry.name);
    const rule = (sharedSingletons as Record<string, { requiredVersion: string }>)[base];
    if (!rule) continue;
    if (!entry.version) {
      problems.push(`${who} shares "${entry.name}" without a version.`);
    } else if (!satisfiesRange(entry.version, rule.requiredVersion)) {
      problems.push(
        `${who} is built with ${entry.name} ${entry.version}, but the shell's shared singleton requires ` +
          `${rule.requiredVersion} (shared-api/federation.ts).`,
      );
    }
    const hostVersion = expected.hostVersions?.[base];
    if (hostVersion && typeof entry.requiredVersion === 'string' && entry.requiredVersion) {
      if (!satisfiesRange(hostVersion, entry.requiredVersion)) {
        problems.push(`${who} requires ${entry.name} ${entry.requiredVersion}, but the shell provides ${hostVersion}.`);
      }
    }
  }
  return problems;
}
