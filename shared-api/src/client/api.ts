import type { z } from 'zod';
import { apiConfig, authHeaders } from './api-config.ts';
import { ApiError, FALLBACK_MESSAGES } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type ApiRequest<S extends z.ZodType | undefined = undefined> = {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Query values; empty strings, null, undefined and empty lists are skipped, lists are joined by commas. */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  schema?: S;
  signal?: AbortSignal;
  /** Send this token instead of the stored one (logout sends the token it has just cleared). */
  token?: string;
};

export function buildQuery(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The error of a failed response: message per spec section 8, plus the body's `code` and `field` when it has them. */
function failure(res: Response, text: string): ApiError {
  const parsed = parseJson(text);
  if (!parsed.ok) return new ApiError(`Server error: ${res.status} ${res.statusText}`, res.status);
  const body = parsed.value as {
    message?: unknown;
    code?: unknown;
    field?: unknown;
    limitMb?: unknown;
    params?: unknown;
  } | null;
  const message =
    body && typeof body.message === 'string' && body.message
      ? body.message
      : res.statusText || FALLBACK_MESSAGES.unknown;
  const code = body && typeof body.code === 'string' && body.code ? body.code : undefined;
  const field = body && typeof body.field === 'string' && body.field ? body.field : undefined;
  const limitMb = body && typeof body.limitMb === 'number' && Number.isFinite(body.limitMb) ? body.limitMb : undefined;
  const params = numbersOf(body?.params);
  return new ApiError(message, res.status, code, field, limitMb === undefined ? params : { ...params, limitMb });
}

/** The finite numbers of an error's `params` (anything else in it is ignored). */
function numbersOf(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

/** fetch, with a transport failure (offline, refused, CORS) as an ApiError coded `network`; an abort stays an abort. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await (apiConfig().fetch ?? fetch)(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(FALLBACK_MESSAGES.network, 0, 'network');
  }
}

type Result<S> = S extends z.ZodType ? z.infer<S> : unknown;

/**
 * Calls the API: bearer header when a token is stored, JSON or multipart body,
 * every response read as text then parsed as JSON; 204 yields null.
 */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  request: ApiRequest<S> = {},
): Promise<Result<S> | null> {
  const { method = 'GET', body, query, schema, signal, token } = request;
  const auth = token ? { Authorization: `Bearer ${token}` } : authHeaders();
  const headers: Record<string, string> = { Accept: 'application/json', ...auth };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await send(`${apiConfig().baseUrl}${path}${buildQuery(query)}`, {
    method,
    headers,
    body: payload,
    signal,
  });
  if (res.status === 401 && auth.Authorization) apiConfig().onSessionEnded();
  if (res.status === 204) return null;
  const text = await res.text();
  if (!res.ok) throw failure(res, text);
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ApiError(FALLBACK_MESSAGES.parseSuccess, res.status, 'parse');
  if (!schema) return parsed.value as Result<S>;
  const checked = schema.safeParse(parsed.value);
  if (!checked.success) throw new ApiError(FALLBACK_MESSAGES.parseSuccess, res.status, 'parse');
  return checked.data as Result<S>;
}
