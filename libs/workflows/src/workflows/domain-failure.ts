import { ApplicationFailure } from '@temporalio/workflow';
import { isDomainError } from '@bk/domain';
import { CaseFailureTypes } from './messages';

/**
 * Domain errors become non-retryable ApplicationFailures: that fails the one update and leaves the
 * workflow running. Any other error thrown from a handler would fail the workflow task instead.
 */
export const asCaseFailure = (error: unknown): unknown => {
  if (!isDomainError(error)) return error;
  return ApplicationFailure.create({
    type: CaseFailureTypes.domain,
    message: error.message,
    nonRetryable: true,
    details: [{ code: error.code, message: error.message, messageZh: error.messageZh, details: error.details }],
  });
};

export const rethrowAsCaseFailure = (work: () => void): void => {
  try {
    work();
  } catch (error) {
    throw asCaseFailure(error);
  }
};
