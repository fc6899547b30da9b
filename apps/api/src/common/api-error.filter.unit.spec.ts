import { Logger, type ArgumentsHost } from '@nestjs/common';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, RetryState } from '@temporalio/common';
import { CaseFailureTypes } from '@bk/workflows';
import { ApiErrorFilter } from './api-error.filter';

type Sent = { status: number; body: { code: number; msg: string; data: unknown } };

/** Runs the filter on an error as if a request with this Accept-Language had raised it. */
const answer = (exception: unknown, language = 'zh-CN'): Sent => {
  const sent: Partial<Sent> = {};
  const reply = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    send(body: Sent['body']) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ headers: { 'accept-language': language } }), getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  new ApiErrorFilter().catch(exception, host);
  return sent as Sent;
};

const refusal = ApplicationFailure.create({
  type: CaseFailureTypes.domain,
  message: 'court-reform case: cannot register while register',
  nonRetryable: true,
  details: [
    {
      code: 'ILLEGAL_STATE',
      message: 'court-reform case: cannot register while register',
      messageZh: '案件当前为“已登记”，不能登记',
      details: { currentState: 'register' },
    },
  ],
});

const versionConflict = ApplicationFailure.create({ type: CaseFailureTypes.conflict, message: 'Stream is at version 4, expected 3', nonRetryable: true });

describe('API error filter: workflow update failures', () => {
  it('answers a refusal by the decider with its status, reason and message in the caller’s language', () => {
    const failed = new WorkflowUpdateFailedError('Workflow Update failed', refusal);
    expect(answer(failed)).toEqual({
      status: 409,
      body: { code: 409, msg: '案件当前为“已登记”，不能登记', data: { reason: 'ILLEGAL_STATE', currentState: 'register' } },
    });
    expect(answer(failed, 'en').body.msg).toBe('court-reform case: cannot register while register');
  });

  it('answers 409 when two commands were decided against the same version and the append of the second was refused', () => {
    // The conflict reaches the client wrapped in the activity's failure.
    const activity = new ActivityFailure('Activity task failed', 'appendCaseEvents', '1', RetryState.NON_RETRYABLE_FAILURE, 'worker', versionConflict);
    const failed = new WorkflowUpdateFailedError('Workflow Update failed', activity);
    expect(answer(failed)).toEqual({
      status: 409,
      body: { code: 409, msg: '该案件刚被他人处理，请刷新后重试', data: { reason: 'CONCURRENCY_CONFLICT' } },
    });
  });

  it('keeps other workflow failures as logged internal errors', () => {
    const failed = new WorkflowUpdateFailedError('Workflow Update failed', ApplicationFailure.create({ type: 'Other', message: 'boom' }));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const sent = answer(failed);
    expect(sent.status).toBe(500);
    expect(sent.body.data).toEqual({ errorId: expect.any(String) });
    // The log line names the error id and carries the cause that says what went wrong.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining((sent.body.data as { errorId: string }).errorId), expect.stringContaining('boom'));
    logged.mockRestore();
  });
});
