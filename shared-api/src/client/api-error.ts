/**
 * A failed call: `message` is the server's sentence (spec section 8), `code` its stable machine code (what the
 * client translates), `field` the dotted path of the invalid input of a validation failure.
 * Transport failures have status 0 and code `network`; an unparsable success has code `parse`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** Numbers the message's translation needs (`limitMb` of `file_too_large`, the body's `params`). */
  readonly params: Readonly<Record<string, number>>;

  constructor(message: string, status: number, code = 'unknown', field?: string, params: Record<string, number> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.params = params;
  }
}

export const FALLBACK_MESSAGES = {
  parseSuccess: 'Failed to parse successful response from server.',
  unknown: 'An unknown error occurred',
  download: 'Failed to download file.',
  network: 'Could not reach the server. Please check your connection and try again.',
} as const;
