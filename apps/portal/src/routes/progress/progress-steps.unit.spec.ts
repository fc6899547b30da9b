import { courtReformStateCode as code, restructuringTaskStateCode as task } from '@bk/domain';
import { mainLine, progressSteps } from './progress-steps';

const statuses = (kind: 'court-reform' | 'restructuring-task', stateCode: number, timeline: { stateCode: number }[] = []) => {
  const steps = progressSteps(kind, stateCode, timeline);
  return steps && { ...steps, steps: steps.steps.map((step) => step.status) };
};

describe('progress stepper', () => {
  it('reads each main line off the domain transition table', () => {
    expect(mainLine('court-reform')).toEqual(['apply', 'unsigned', 'processing', 'register', 'complete']);
    expect(mainLine('restructuring-task')).toEqual(['assign', 'accept', 'processing', 'completed']);
  });

  it('marks the current state of a case on the main line', () => {
    expect(statuses('court-reform', code.unsigned)).toEqual({
      steps: ['apply', 'unsigned', 'processing', 'register', 'complete'],
      active: 1,
      rejected: false,
    });
    expect(statuses('restructuring-task', task.accept)?.active).toBe(1);
  });

  it('labels each step with the domain label', () => {
    expect(progressSteps('restructuring-task', task.assign, [])?.steps[1]?.label).toEqual({ zh: '待受理', en: 'Awaiting acceptance' });
  });

  it('marks every step done for a completed case or task', () => {
    expect(statuses('court-reform', code.complete)?.active).toBe(5);
    expect(statuses('restructuring-task', task.completed)?.active).toBe(4);
  });

  it('ends a rejected case at the rejection, after the furthest state it reached', () => {
    const timeline = [{ stateCode: code.apply }, { stateCode: code.unsigned }, { stateCode: code.processing }, { stateCode: code.reject }];
    expect(statuses('court-reform', code.reject, timeline)).toEqual({
      steps: ['apply', 'unsigned', 'processing', 'reject'],
      active: 3,
      rejected: true,
    });
    const taskTimeline = [{ stateCode: task.assign }, { stateCode: task.accept }, { stateCode: task.processing }, { stateCode: task.rejected }];
    expect(statuses('restructuring-task', task.rejected, taskTimeline)?.steps).toEqual(['assign', 'accept', 'processing', 'rejected']);
  });

  it('shows a case rejected straight from the pool as apply → reject', () => {
    expect(statuses('court-reform', code.reject, [{ stateCode: code.apply }, { stateCode: code.reject }])?.steps).toEqual(['apply', 'reject']);
  });

  it('has no stepper for an unknown state code', () => {
    expect(progressSteps('court-reform', 99, [])).toBeUndefined();
    expect(progressSteps('restructuring-task', 0, [])).toBeUndefined();
  });
});
