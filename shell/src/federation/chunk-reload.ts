/**
 * A page that loaded a remote before a redeploy may ask for a hashed chunk that is gone (pruned, or a rebuilt
 * dist). Reloading once fetches remotes.json and the new entry again; a marker in sessionStorage makes sure
 * it is once, so a chunk that stays broken ends on the unavailable panel instead of a reload loop.
 */

const MARKER = 'portal.chunkReload';
/** A second failure on the same path within this window means the reload did not help. */
const WINDOW_MS = 60_000;

const LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|RUNTIME-008/i;
const ENTRY_FILE = /\/(remoteEntry\.js|mf-manifest\.json)(\?|$|\s)/;
const URL_IN_TEXT = /https?:\/\/[^\s"')]+|\/[^\s"')]+\.(?:js|css|json)/g;

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.message} ${messageOf(error.cause)}`;
  return typeof error === 'string' ? error : '';
}

/**
 * True when a module or stylesheet of a remote failed to load, and it was not the remote's entry itself
 * (a down entry is an outage: the panel with Retry says so; a missing chunk is a stale page: reload).
 */
export function isStaleChunkError(error: unknown): boolean {
  const message = messageOf(error);
  if (!LOAD_FAILURE.test(message)) return false;
  const urls = message.match(URL_IN_TEXT) ?? [];
  const chunkUrls = urls.filter((url) => !ENTRY_FILE.test(`${url} `) && !url.endsWith('/remotes.json'));
  return chunkUrls.length > 0;
}

type Marker = { path: string; at: number };

function readMarker(storage: Storage): Marker | null {
  try {
    return JSON.parse(storage.getItem(MARKER) ?? 'null') as Marker | null;
  } catch {
    return null;
  }
}

/** Records the reload and says whether to do it: false when this path already reloaded for it just now. */
export function claimChunkReload(path: string, storage: Storage = sessionStorage, now = Date.now()): boolean {
  const marker = readMarker(storage);
  if (marker && marker.path === path && now - marker.at < WINDOW_MS) return false;
  storage.setItem(MARKER, JSON.stringify({ path, at: now } satisfies Marker));
  return true;
}
