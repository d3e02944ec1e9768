import semver from 'semver';
import { REQUIRED_EXPOSE } from './remotes.ts';
import { type SharedName, sharedSingletons } from './shared.ts';

/** The parts of a built remote's `mf-manifest.json` the contract check reads. */
export type FederationManifest = {
  name?: string;
  shared?: { name: string; version?: string; singleton?: boolean; requiredVersion?: string | false }[];
  exposes?: { name: string; path: string }[];
};

/** Whether `version` satisfies the npm range `range` (semver; a prerelease never satisfies a plain range). */
export const satisfiesRange = (version: string, range: string): boolean =>
  semver.valid(version) !== null && semver.validRange(range) !== null && semver.satisfies(version, range);

/** The shared map's key for a subpath import (`react/jsx-runtime` → `react`). */
function basePackage(name: string): string {
  if (name in sharedSingletons) return name;
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

/**
 * Checks a built remote's manifest against what the shell expects: the federation name, `./App` exposed, and every
 * shared singleton present, a singleton, built at a version the shared map accepts, and (given the versions the
 * shell provides) asking for a range the shell's version satisfies, e.g. a remote built against shared-ui 1.3.0 asks
 * for ^1.3.0, which a shell providing 1.2.0 cannot serve. Returns readable problems; an empty list means it fits.
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
    if (!(base in sharedSingletons)) continue;
    const rule = sharedSingletons[base as SharedName];
    const hostVersion = expected.hostVersions?.[base];
    const requires = typeof entry.requiredVersion === 'string' && entry.requiredVersion ? entry.requiredVersion : null;
    if (!entry.version) {
      problems.push(`${who} shares "${entry.name}" without a version.`);
    } else if (!satisfiesRange(entry.version, rule.requiredVersion)) {
      problems.push(
        `${who} is built with ${entry.name} ${entry.version}, but the shell's shared singleton requires ` +
          `${rule.requiredVersion} (build-config/src/shared.ts).`,
      );
    }
    if (hostVersion && requires && !satisfiesRange(hostVersion, requires)) {
      problems.push(
        `${who} needs ${entry.name} ${requires} (built with ${entry.version ?? 'an unknown version'}), but the ` +
          `shell provides ${entry.name} ${hostVersion}: deploy a shell built with it first.`,
      );
    }
  }
  return problems;
}
