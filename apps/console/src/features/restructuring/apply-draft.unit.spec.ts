import { exampleCreditCode } from '@bk/domain';
import {
  applyDraftKey,
  applyStepSchemas,
  clearApplyDraft,
  emptyApplyDraft,
  hasDraftInput,
  reachableStep,
  readApplyDraft,
  writeApplyDraft,
  type ApplyDraft,
  type DraftStorage,
} from './apply-draft';

const memoryStorage = (): DraftStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const failingStorage: DraftStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

const complete: ApplyDraft = {
  enterpriseName: '深圳市重整咨询有限公司',
  creditCode: exampleCreditCode('draft'),
  contactName: '刘洋',
  contactPhone: '13800000006',
  description: '主营业务萎缩，债务逾期。',
};

const key = applyDraftKey('csjrc', 'uid-1');

describe('restructuring application draft (sessionStorage)', () => {
  it('given a saved draft, when read back, then every field is as typed', () => {
    const storage = memoryStorage();
    writeApplyDraft(storage, key, complete);
    expect(readApplyDraft(storage, key)).toEqual(complete);
  });

  it('keeps half-typed, not yet valid input: a reload must lose nothing', () => {
    const storage = memoryStorage();
    const partial = { ...emptyApplyDraft, enterpriseName: '深圳', creditCode: '9144' };
    writeApplyDraft(storage, key, partial);
    expect(readApplyDraft(storage, key)).toEqual(partial);
  });

  it('keys the draft by association and user', () => {
    expect(applyDraftKey('csjrc', 'a')).not.toBe(applyDraftKey('csjrc', 'b'));
    expect(applyDraftKey('csjrc', 'a')).not.toBe(applyDraftKey('other', 'a'));
    const storage = memoryStorage();
    writeApplyDraft(storage, applyDraftKey('csjrc', 'a'), complete);
    expect(readApplyDraft(storage, applyDraftKey('csjrc', 'b'))).toEqual(emptyApplyDraft);
  });

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{oops'],
    ['not an object', '"text"'],
    ['null', 'null'],
  ])('reads an empty draft from %s', (_label, raw) => {
    const storage = memoryStorage();
    if (raw !== undefined) storage.items.set(key, raw);
    expect(readApplyDraft(storage, key)).toEqual(emptyApplyDraft);
  });

  it('drops fields of the wrong type or size and keeps the rest', () => {
    const storage = memoryStorage();
    storage.items.set(key, JSON.stringify({ ...complete, contactPhone: 13800000006, description: 'x'.repeat(20_000), extra: 1 }));
    expect(readApplyDraft(storage, key)).toEqual({ ...complete, contactPhone: '', description: '' });
  });

  it('works without storage, or with storage that throws', () => {
    expect(readApplyDraft(undefined, key)).toEqual(emptyApplyDraft);
    expect(readApplyDraft(failingStorage, key)).toEqual(emptyApplyDraft);
    expect(() => writeApplyDraft(failingStorage, key, complete)).not.toThrow();
    expect(() => clearApplyDraft(failingStorage, key)).not.toThrow();
  });

  it('clears the draft once the application is filed', () => {
    const storage = memoryStorage();
    writeApplyDraft(storage, key, complete);
    clearApplyDraft(storage, key);
    expect(readApplyDraft(storage, key)).toEqual(emptyApplyDraft);
    expect(hasDraftInput(readApplyDraft(storage, key))).toBe(false);
    expect(hasDraftInput({ ...emptyApplyDraft, contactName: '刘' })).toBe(true);
  });
});

describe('application steps', () => {
  it('opens step 1 only until the enterprise is valid, step 2 until the contact is valid, then the review', () => {
    expect(reachableStep(emptyApplyDraft)).toBe(1);
    expect(reachableStep({ ...complete, creditCode: '914403001234567890' })).toBe(1);
    expect(reachableStep({ ...complete, contactPhone: '12345' })).toBe(2);
    expect(reachableStep({ ...complete, description: '   ' })).toBe(2);
    expect(reachableStep(complete)).toBe(3);
  });

  it("checks the credit code with the contract's message, upper-casing it as the server does", () => {
    const wrong = applyStepSchemas[1].safeParse({ enterpriseName: '某公司', creditCode: '91440300MA5F000000' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['请输入正确的统一社会信用代码']);
    const lower = applyStepSchemas[1].safeParse({ enterpriseName: '某公司', creditCode: complete.creditCode.toLowerCase() });
    expect(lower.data?.creditCode).toBe(complete.creditCode);
  });

  it("asks for each step's own fields only, with the contract's messages", () => {
    const step1 = applyStepSchemas[1].safeParse({});
    expect(step1.error?.issues.map((issue) => issue.path[0])).toEqual(['enterpriseName', 'creditCode']);
    const step2 = applyStepSchemas[2].safeParse({ contactName: ' ', contactPhone: '1380000000', description: '' });
    expect(step2.error?.issues.map((issue) => issue.message)).toEqual(['请填写联系人', '请输入正确的手机号码', '请填写情况说明']);
  });
});
