import fc from 'fast-check';
import { courtReformStateCode } from '@bk/domain';
import { todoCountDelta } from './todo-counts.projection';

const codes = [-1, ...Object.values(courtReformStateCode)];

describe('to-do count deltas', () => {
  it('moves a case between the allocation, handling and issuing queues', () => {
    expect(todoCountDelta(-1, courtReformStateCode.apply)).toEqual({ assignment: 1, handling: 0, issuance: 0 });
    expect(todoCountDelta(courtReformStateCode.apply, courtReformStateCode.unsigned)).toEqual({ assignment: -1, handling: 1, issuance: 0 });
    expect(todoCountDelta(courtReformStateCode.unsigned, courtReformStateCode.processing)).toEqual({ assignment: 0, handling: 0, issuance: 0 });
    expect(todoCountDelta(courtReformStateCode.processing, courtReformStateCode.register)).toEqual({ assignment: 0, handling: -1, issuance: 1 });
    expect(todoCountDelta(courtReformStateCode.register, courtReformStateCode.complete)).toEqual({ assignment: 0, handling: 0, issuance: -1 });
  });

  it('sums along any path to what a recount of the final state gives', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...codes), { minLength: 1, maxLength: 12 }), (path) => {
        const steps = [-1, ...path];
        const total = { assignment: 0, handling: 0, issuance: 0 };
        for (let i = 1; i < steps.length; i++) {
          const delta = todoCountDelta(steps[i - 1]!, steps[i]!);
          total.assignment += delta.assignment;
          total.handling += delta.handling;
          total.issuance += delta.issuance;
        }
        return JSON.stringify(total) === JSON.stringify(todoCountDelta(-1, steps[steps.length - 1]!));
      }),
    );
  });
});
