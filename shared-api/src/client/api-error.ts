/** A failed call: `message` is what the screen may show (spec section 8). */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const FALLBACK_MESSAGES = {
  parseSuccess: 'Failed to parse successful response from server.',
  unknown: 'An unknown error occurred',
  download: 'Failed to download file.',
} as const;

/** The user-facing message of any thrown value, or `fallback` when it carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
