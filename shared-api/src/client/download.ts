import type { ApiRoute } from '../contract/route.ts';
import { buildQuery } from './api.ts';
import { apiConfig, authHeaders } from './api-config.ts';
import { ApiError, FALLBACK_MESSAGES } from './api-error.ts';
import { type CallInput, fillPath } from './call.ts';
import { type RouteRef, resolveRoute } from './route-ref.ts';

/** A contract route answering a file (GET, no response schema), or a reference to one. */
export type FileRoute = (ApiRoute & { method: 'GET' }) | RouteRef<ApiRoute & { method: 'GET' }>;

/** The filename a Content-Disposition header names (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain filename parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
}

async function downloadFailure(res: Response): Promise<ApiError> {
  try {
    const text = await res.text();
    const body = JSON.parse(text) as { message?: unknown; code?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) {
      return new ApiError(body.message, res.status, typeof body.code === 'string' ? body.code : undefined);
    }
  } catch {
    // not JSON: use the status line below
  }
  if (res.status || res.statusText) return new ApiError(`${res.status} ${res.statusText}`.trim(), res.status);
  return new ApiError(FALLBACK_MESSAGES.download, res.status);
}

/** What a file route takes: its params (exactly when its path has them) and its query. */
export type FileInput<R extends FileRoute> = Pick<CallInput<R>, 'params' | 'query'>;

/**
 * Fetches a protected file of a contract file route with the bearer token (its params checked by the route and
 * filled into its path, its query sent as `call` sends one); the name comes from Content-Disposition, else
 * `fallbackName`, else the route's `defaultFileName`.
 */
export async function fetchFile<R extends FileRoute>(
  ref: R,
  input: FileInput<R>,
  fallbackName?: string,
): Promise<{ blob: Blob; fileName: string }> {
  const route: ApiRoute = await resolveRoute(ref);
  const { params: rawParams, query } = input as { params?: unknown; query?: Parameters<typeof buildQuery>[0] };
  const params = route.params ? route.params.parse(rawParams) : undefined;
  const path = fillPath(route.path, params as Record<string, unknown> | undefined);
  const res = await fetch(`${apiConfig().baseUrl}${path}${buildQuery(query)}`, { headers: authHeaders() });
  if (!res.ok) throw await downloadFailure(res);
  const blob = await res.blob();
  const defaultName = fallbackName ?? route.defaultFileName ?? 'download';
  return { blob, fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? defaultName };
}

/** Hands a fetched file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a file of a contract file route (see fetchFile) and hands it to the browser as a download. */
export async function downloadFile<R extends FileRoute>(
  route: R,
  input: FileInput<R>,
  fallbackName?: string,
): Promise<void> {
  const { blob, fileName } = await fetchFile(route, input, fallbackName);
  saveBlob(blob, fileName);
}
