const UNIQUE_VIOLATION = '23505'

/** A write refused by a unique index: two writes racing for one name, the index decides. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string })?.code === UNIQUE_VIOLATION
