import { acceptTaskSchema, processTaskSchema, restructuringApplySchema, TaskTextLimits } from '@bk/contracts';
import { translateMessage } from './validation-messages';

const messagesOf = (result: { error?: { issues: { message: string }[] } }): string[] =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const taskId = '00000000-0000-4000-8000-000000000000';

describe('restructuring task messages in English', () => {
  it("renders every message the task forms can show from the contracts' schemas", () => {
    const shown = [
      ...messagesOf(restructuringApplySchema.safeParse({ enterpriseName: '', creditCode: 'x', contactName: '', contactPhone: '1', description: '' })),
      ...messagesOf(acceptTaskSchema.safeParse({ taskId: 'x', decision: 'decline', reason: ' ' })),
      ...messagesOf(acceptTaskSchema.safeParse({ taskId, decision: 'decline', reason: 'x'.repeat(TaskTextLimits.reason + 1) })),
      ...(['note', 'complete', 'reject'] as const).flatMap((action) => [
        ...messagesOf(processTaskSchema.safeParse({ taskId, action, text: '' })),
        ...messagesOf(processTaskSchema.safeParse({ taskId, action, text: 'x'.repeat(TaskTextLimits.note + 1) })),
      ]),
    ];
    expect(shown).toEqual(expect.arrayContaining(['请填写拒绝理由', '任务编号无效', '请填写办理结果', '请填写驳回理由']));
    expect([...new Set(shown)].filter((message) => translateMessage('en', message) === message)).toEqual([]);
  });

  it("renders the API's refusals of an allocation", () => {
    for (const message of ['暂无可分配的受理人员', '所选人员不能受理该任务', '候选人员已变化，请重新抽取', '任务不存在']) {
      expect(translateMessage('en', message)).not.toBe(message);
    }
  });
});
