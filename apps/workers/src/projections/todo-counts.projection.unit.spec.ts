import fc from 'fast-check';
import { courtReformStateCode, restructuringTaskStateCode } from '@bk/domain';
import type { CaseKindName } from './case-read.projection';
import { todoCountDelta, type TodoCountDelta } from './todo-counts.projection';

const none: TodoCountDelta = { assignment: 0, handling: 0, issuance: 0, taskAssignment: 0, taskAcceptance: 0, taskHandling: 0 };

describe('to-do count deltas', () => {
  it('moves a court-reform case between the allocation, handling and issuing queues', () => {
    const move = (before: number, after: number) => todoCountDelta('court-reform', before, after);
    expect(move(-1, courtReformStateCode.apply)).toEqual({ ...none, assignment: 1 });
    expect(move(courtReformStateCode.apply, courtReformStateCode.unsigned)).toEqual({ ...none, assignment: -1, handling: 1 });
    expect(move(courtReformStateCode.unsigned, courtReformStateCode.processing)).toEqual(none);
    expect(move(courtReformStateCode.processing, courtReformStateCode.register)).toEqual({ ...none, handling: -1, issuance: 1 });
    expect(move(courtReformStateCode.register, courtReformStateCode.complete)).toEqual({ ...none, issuance: -1 });
  });

  it('moves a restructuring task between the allocation, acceptance and handling queues', () => {
    const move = (before: number, after: number) => todoCountDelta('restructuring-task', before, after);
    expect(move(-1, restructuringTaskStateCode.assign)).toEqual({ ...none, taskAssignment: 1 });
    expect(move(restructuringTaskStateCode.assign, restructuringTaskStateCode.accept)).toEqual({ ...none, taskAssignment: -1, taskAcceptance: 1 });
    expect(move(restructuringTaskStateCode.accept, restructuringTaskStateCode.assign)).toEqual({ ...none, taskAssignment: 1, taskAcceptance: -1 });
    expect(move(restructuringTaskStateCode.accept, restructuringTaskStateCode.processing)).toEqual({ ...none, taskAcceptance: -1, taskHandling: 1 });
    expect(move(restructuringTaskStateCode.processing, restructuringTaskStateCode.completed)).toEqual({ ...none, taskHandling: -1 });
  });

  // Code 1 is "unsigned" for a court-reform case and "assign" for a task: the kind decides the queue.
  it('reads a state code in its own kind only', () => {
    expect(todoCountDelta('court-reform', -1, 1)).toEqual({ ...none, handling: 1 });
    expect(todoCountDelta('restructuring-task', -1, 1)).toEqual({ ...none, taskAssignment: 1 });
  });

  it.each<[CaseKindName, number[]]>([
    ['court-reform', Object.values(courtReformStateCode)],
    ['restructuring-task', Object.values(restructuringTaskStateCode)],
  ])('sums along any %s path to what a recount of the final state gives', (kind, codes) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(-1, ...codes), { minLength: 1, maxLength: 12 }), (path) => {
        const steps = [-1, ...path];
        const total = { ...none };
        for (let i = 1; i < steps.length; i++) {
          const delta = todoCountDelta(kind, steps[i - 1]!, steps[i]!);
          for (const queue of Object.keys(total) as (keyof TodoCountDelta)[]) total[queue] += delta[queue];
        }
        return JSON.stringify(total) === JSON.stringify(todoCountDelta(kind, -1, steps[steps.length - 1]!));
      }),
    );
  });
});
