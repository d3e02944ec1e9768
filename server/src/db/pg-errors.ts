/** SQLSTATE codes the server reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
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
