import { courtReformStateCode as code } from '@bk/domain';
import { mainLine, progressSteps } from './progress-steps';

describe('progress stepper', () => {
  it('reads the main line off the domain transition table', () => {
    expect(mainLine()).toEqual(['apply', 'unsigned', 'processing', 'register', 'complete']);
  });

  it('marks the current state of a case on the main line', () => {
    expect(progressSteps(code.unsigned, [])).toEqual({
      steps: ['apply', 'unsigned', 'processing', 'register', 'complete'],
      active: 1,
      rejected: false,
    });
  });

  it('marks every step done for a completed case', () => {
    expect(progressSteps(code.complete, [])?.active).toBe(5);
  });

  it('ends a rejected case at the rejection, after the furthest state it reached', () => {
    const timeline = [{ stateCode: code.apply }, { stateCode: code.unsigned }, { stateCode: code.processing }, { stateCode: code.reject }];
    expect(progressSteps(code.reject, timeline)).toEqual({
      steps: ['apply', 'unsigned', 'processing', 'reject'],
      active: 3,
      rejected: true,
    });
  });

  it('shows a case rejected straight from the pool as apply → reject', () => {
    expect(progressSteps(code.reject, [{ stateCode: code.apply }, { stateCode: code.reject }])?.steps).toEqual(['apply', 'reject']);
    expect(progressSteps(code.reject, [])?.steps).toEqual(['apply', 'reject']);
  });

  it('has no stepper for a state code it does not know', () => {
    expect(progressSteps(42, [])).toBeUndefined();
  });
});
