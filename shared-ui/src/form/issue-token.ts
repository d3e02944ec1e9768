/**
 * Rules without a message of their own (a bare `z.string().min(2)`, a wrong type) get a token instead of zod's
 * English text: `validation.<key>` plus the bound (`?min=2`), which `fieldErrorText` turns into the
 * `common:validation.*` string of the chosen language. Rules with a message (the contract catalogues) keep it.
 */
export type ValidationKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'tooFew'
  | 'tooMany'
  | 'email'
  | 'url'
  | 'number'
  | 'date'
  | 'choose'
  | 'invalid';

const PREFIX = 'validation.';

/** The parts of a zod issue the token needs (zod passes the raw issue to a per-parse error map). */
export type IssueLike = {
  code?: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
};

function token(key: ValidationKey, bounds: Record<string, unknown> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(bounds)) query.set(name, String(value));
  const tail = query.toString();
  return tail ? `${PREFIX}${key}?${tail}` : `${PREFIX}${key}`;
}

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

function sized(issue: IssueLike, small: boolean): string {
  const bound = small ? issue.minimum : issue.maximum;
  const name = small ? 'min' : 'max';
  if (issue.origin === 'string') {
    if (small && Number(bound) <= 1) return token('required');
    return token(small ? 'tooShort' : 'tooLong', { [name]: bound });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (small && Number(bound) <= 1) return token('required');
    return token(small ? 'tooFew' : 'tooMany', { [name]: bound });
  }
  if (issue.origin === 'date') return token('date');
  return token(small ? 'tooSmall' : 'tooBig', { [name]: bound });
}

/** The token of a zod issue that has no message of its own (use as the `error` of a parse). */
export function issueToken(issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return token('required');
      if (issue.expected === 'number' || issue.expected === 'int') return token('number');
      if (issue.expected === 'date') return token('date');
      return token('invalid');
    case 'too_small':
      return sized(issue, true);
    case 'too_big':
      return sized(issue, false);
    case 'invalid_format':
      if (issue.format === 'email') return token('email');
      if (issue.format === 'url') return token('url');
      if (issue.format === 'date' || issue.format === 'datetime') return token('date');
      return token('invalid');
    case 'invalid_value':
    case 'invalid_union':
      return isEmpty(issue.input) ? token('required') : token('choose');
    default:
      return token('invalid');
  }
}

/** The validation key and bounds a token carries, or null for any other message. */
export function parseIssueToken(message: string): { key: ValidationKey; values: Record<string, string> } | null {
  if (!message.startsWith(PREFIX)) return null;
  const [key, tail = ''] = message.slice(PREFIX.length).split('?');
  return { key: key as ValidationKey, values: Object.fromEntries(new URLSearchParams(tail)) };
}
