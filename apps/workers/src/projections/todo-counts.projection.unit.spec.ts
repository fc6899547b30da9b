import fc from 'fast-check';
import { courtReformStateCode, distressConsultationStateCode, restructuringTaskStateCode, type CaseKindName } from '@bk/domain';
import { todoCountDelta, type TodoCountDelta } from './todo-counts.projection';

const none: TodoCountDelta = {
  assignmentCount: 0,
  handlingCount: 0,
  issuanceCount: 0,
  taskAssignmentCount: 0,
  taskAcceptanceCount: 0,
  taskHandlingCount: 0,
  distressAssignmentCount: 0,
  distressHandlingCount: 0,
};

describe('to-do count deltas', () => {
  it('moves a court-reform case between the allocation, handling and issuing queues', () => {
    const move = (before: number, after: number) => todoCountDelta('court-reform', before, after);
    expect(move(-1, courtReformStateCode.apply)).toEqual({ ...none, assignmentCount: 1 });
    expect(move(courtReformStateCode.apply, courtReformStateCode.unsigned)).toEqual({ ...none, assignmentCount: -1, handlingCount: 1 });
    expect(move(courtReformStateCode.unsigned, courtReformStateCode.processing)).toEqual(none);
    expect(move(courtReformStateCode.processing, courtReformStateCode.register)).toEqual({ ...none, handlingCount: -1, issuanceCount: 1 });
    expect(move(courtReformStateCode.register, courtReformStateCode.complete)).toEqual({ ...none, issuanceCount: -1 });
  });

  it('moves a restructuring task between the allocation, acceptance and handling queues', () => {
    const move = (before: number, after: number) => todoCountDelta('restructuring-task', before, after);
    expect(move(-1, restructuringTaskStateCode.assign)).toEqual({ ...none, taskAssignmentCount: 1 });
    expect(move(restructuringTaskStateCode.assign, restructuringTaskStateCode.accept)).toEqual({ ...none, taskAssignmentCount: -1, taskAcceptanceCount: 1 });
    expect(move(restructuringTaskStateCode.accept, restructuringTaskStateCode.assign)).toEqual({ ...none, taskAssignmentCount: 1, taskAcceptanceCount: -1 });
    expect(move(restructuringTaskStateCode.accept, restructuringTaskStateCode.processing)).toEqual({ ...none, taskAcceptanceCount: -1, taskHandlingCount: 1 });
    expect(move(restructuringTaskStateCode.processing, restructuringTaskStateCode.completed)).toEqual({ ...none, taskHandlingCount: -1 });
  });

  // Code 1 is "unsigned" for a court-reform case and "assign" for a task: the kind decides the queue.
  it('reads a state code in its own kind only', () => {
    expect(todoCountDelta('court-reform', -1, 1)).toEqual({ ...none, handlingCount: 1 });
    expect(todoCountDelta('restructuring-task', -1, 1)).toEqual({ ...none, taskAssignmentCount: 1 });
  });

  it('counts a consultation waiting on the applicant in no queue', () => {
    const move = (before: number, after: number) => todoCountDelta('distress-consultation', before, after);
    const code = distressConsultationStateCode;
    expect(move(-1, code.submitted)).toEqual({ ...none, distressAssignmentCount: 1 });
    expect(move(code.submitted, code.allocated)).toEqual({ ...none, distressAssignmentCount: -1, distressHandlingCount: 1 });
    expect(move(code.allocated, code.awaitingMaterials)).toEqual({ ...none, distressHandlingCount: -1 });
    expect(move(code.awaitingMaterials, code.allocated)).toEqual({ ...none, distressHandlingCount: 1 });
    expect(move(code.handled, code.completed)).toEqual({ ...none, distressHandlingCount: -1 });
  });

  it.each<[CaseKindName, number[]]>([
    ['distress-consultation', Object.values(distressConsultationStateCode)],
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
