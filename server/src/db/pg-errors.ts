/** SQLSTATE codes the server reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  queryCanceled: '57014',
} as const;

const sqlState = (value: unknown): string | undefined => {
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/** The SQLSTATE of a database error, on the error itself (pg) or on its cause (drizzle wraps pg errors). */
export function pgErrorCode(error: unknown): string | undefined {
  return sqlState(error) ?? sqlState((error as { cause?: unknown } | null | undefined)?.cause);
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === PG.uniqueViolation;

/** Class 23: a unique, foreign-key, check, not-null or exclusion constraint refused the write. */
export const isConstraintViolation = (error: unknown) => pgErrorCode(error)?.startsWith('23') === true;

/** Class 22: a value PostgreSQL cannot take (out of range, malformed, a character it cannot store). */
export const isDataException = (error: unknown) => pgErrorCode(error)?.startsWith('22') === true;

/** A failure that goes away when the whole transaction runs again. */
export const isRetryable = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === PG.serializationFailure || code === PG.deadlockDetected;
};

/** SQLSTATEs of a connection the server ended or could not give: shutting down, starting up, crashed, full. */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** pg's own words for a connection that broke, timed out or was never made (it gives these errors no code). */
const CONNECTION_MESSAGES =
  /^(?:Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Query read timeout|Connection terminated due to connection timeout|timeout expired$)/;

function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  if (typeof code === 'string' && (code.startsWith('08') || CONNECTION_STATES.has(code) || NETWORK_ERRNOS.has(code))) {
    return true;
  }
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/**
 * The database could not be reached or dropped the connection (restart, failover, pooler, network): nothing is
 * wrong with the request, so it is a 503 and a read may be tried again. Looks through drizzle's wrapper (`cause`)
 * and Node's AggregateError (one error per address tried).
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (error === null || error === undefined || depth > 4) return false;
  if (isConnectionFailure(error)) return true;
  const nested = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(nested.errors) && nested.errors.some((one) => isConnectionError(one, depth + 1))) return true;
  return isConnectionError(nested.cause, depth + 1);
}

/** PostgreSQL cancelled the statement (statement_timeout, or an operator's pg_cancel_backend). */
export const isStatementTimeout = (error: unknown) => pgErrorCode(error) === PG.queryCanceled;

type ConstraintAnswers = Partial<Record<keyof typeof PG, () => Error>>;

/**
 * Runs a write and turns the constraint violations it names into the error the sequential path gives
 * (e.g. `{ uniqueViolation: () => conflict(authMessages.emailTaken) }`); anything else is rethrown.
 */
export async function onConstraint<T>(work: () => Promise<T>, answers: ConstraintAnswers): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = pgErrorCode(error);
    for (const [name, answer] of Object.entries(answers)) {
      if (answer && PG[name as keyof typeof PG] === code) throw answer();
    }
    throw error;
  }
}
