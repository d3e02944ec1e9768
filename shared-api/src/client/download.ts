import { apiConfig, authHeaders } from './api-config.ts';
import { ApiError, FALLBACK_MESSAGES } from './api-error.ts';

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

/** Fetches a protected file with the bearer token; the name comes from Content-Disposition, else `defaultName`. */
export async function fetchFile(path: string, defaultName: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetch(`${apiConfig().baseUrl}${path}`, { headers: authHeaders() });
  if (!res.ok) throw await downloadFailure(res);
  const blob = await res.blob();
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

export async function downloadFile(path: string, defaultName: string): Promise<void> {
  const { blob, fileName } = await fetchFile(path, defaultName);
  saveBlob(blob, fileName);
}
