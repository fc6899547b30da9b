/**
 * Domain errors carry a stable string code and bilingual messages, never an HTTP status:
 * the API maps codes to the response envelope in one place.
 */
export type DomainErrorCode =
  | 'ILLEGAL_STATE'
  | 'VALIDATION_FAILED'
  | 'NOT_ASSIGNEE'
  | 'INVALID_DRAW'
  | 'ALREADY_EXISTS';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly messageZh: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A command that the aggregate's current state does not allow. */
export class IllegalStateError extends DomainError {
  constructor(
    readonly aggregate: string,
    readonly currentState: string,
    readonly attemptedAction: string,
  ) {
    super(
      'ILLEGAL_STATE',
      `${aggregate}: cannot ${attemptedAction} while ${currentState}`,
      `当前状态（${currentState}）不允许执行该操作（${attemptedAction}）`,
      { aggregate, currentState, attemptedAction },
    );
    this.name = 'IllegalStateError';
  }
}

export const isDomainError = (error: unknown): error is DomainError =>
  error instanceof Error && typeof (error as DomainError).code === 'string' && 'messageZh' in error;
