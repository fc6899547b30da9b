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

/** Chinese names for the parts of a refusal, so the toast reads as a sentence, not as keys. */
export type IllegalStateLabelsZh = { aggregate: string; state: string; action: string };

export type IllegalStateOptions = {
  zh?: IllegalStateLabelsZh;
  /** ALREADY_EXISTS marks a creation command sent to an aggregate that already exists. */
  code?: Extract<DomainErrorCode, 'ILLEGAL_STATE' | 'ALREADY_EXISTS'>;
};

const zhMessage = (currentState: string, attemptedAction: string, options: IllegalStateOptions): string => {
  const { zh, code } = options;
  if (zh === undefined) return `当前状态（${currentState}）不允许执行该操作（${attemptedAction}）`;
  if (code === 'ALREADY_EXISTS') return `${zh.aggregate}已存在，不能重复${zh.action}`;
  return `${zh.aggregate}当前为“${zh.state}”，不能${zh.action}`;
};

/** A command that the aggregate's current state does not allow. */
export class IllegalStateError extends DomainError {
  constructor(
    readonly aggregate: string,
    readonly currentState: string,
    readonly attemptedAction: string,
    options: IllegalStateOptions = {},
  ) {
    super(
      options.code ?? 'ILLEGAL_STATE',
      `${aggregate}: cannot ${attemptedAction} while ${currentState}`,
      zhMessage(currentState, attemptedAction, options),
      { aggregate, currentState, attemptedAction },
    );
    this.name = 'IllegalStateError';
  }
}

export const isDomainError = (error: unknown): error is DomainError =>
  error instanceof Error && typeof (error as DomainError).code === 'string' && 'messageZh' in error;
