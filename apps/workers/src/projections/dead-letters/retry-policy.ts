/**
 * How hard the live consumer tries one event before dead-lettering it, and which failures do not
 * count: when PostgreSQL itself is unreachable every event would fail, and recording a dead letter
 * would fail too, so such errors are waited out (as before) instead of parking healthy streams.
 */
export type RetryPolicy = {
  /** Attempts at one event, the first included, before it is dead-lettered. */
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
};

/** About four seconds on one event: rides out a deadlock or a rebuild's lock, not a real defect. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, initialDelayMs: 250, maxDelayMs: 4_000 };

/** Exponential backoff before attempt `attempt + 1` (attempt counts from 1). */
export const backoffDelayMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1));

/** SQLSTATE classes of a database that is away or overloaded, not of a statement that is wrong. */
const TRANSIENT_SQLSTATE_CLASSES = ['08', '53', '57'];
/** Serialisation failure, deadlock, lock not available: the same statement succeeds when retried. */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03']);
const TRANSIENT_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a dropped connection or an exhausted pool by message only. */
const TRANSIENT_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /connection.*(closed|ended)/i];

const codeOf = (error: object): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/** True when the failure is the infrastructure's, not the event's: retry without counting. */
export const isTransientInfrastructureError = (error: unknown): boolean => {
  // TypeORM wraps the driver's error (driverError); Node wraps causes (cause).
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth += 1) {
    const code = codeOf(current);
    if (code !== undefined) {
      if (TRANSIENT_SQLSTATES.has(code) || TRANSIENT_NETWORK_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && TRANSIENT_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && TRANSIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
};

/** What goes into the dead letter: the message for the list, the stack for whoever fixes it. */
export const describeFailure = (error: unknown): { message: string; detail: string | null } => {
  if (error instanceof Error) return { message: error.message || error.name, detail: error.stack?.slice(0, 4_000) ?? null };
  return { message: String(error), detail: null };
};
