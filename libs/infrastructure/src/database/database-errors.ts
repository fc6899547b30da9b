/**
 * PostgreSQL refused the data itself: SQLSTATE class 22 (data exception: a NUL in text, a broken
 * Unicode escape in jsonb, a number out of range) or 23 (integrity constraint violation). The same
 * statement will be refused every time, so retrying it only stalls its caller. Connection loss,
 * deadlocks, serialisation failures and shutdowns are other classes, and worth retrying.
 */
export const isPermanentDataError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
};
