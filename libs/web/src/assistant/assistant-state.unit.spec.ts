import { BusinessOptions, QuestionIds, pendingQuestion, type Conversation } from '@bk/domain';
import { assistantReducer, initialAssistantState, type AssistantState } from './assistant-state';
import { conversationStorageKey, createConversationStore } from './conversation-store';

const config = { aiName: '小破', gpShow: true };
const now = '2024-05-01T06:00:00Z';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const run = (state: AssistantState, ...actions: Parameters<typeof assistantReducer>[1][]) => actions.reduce(assistantReducer, state);
const conversationOf = (state: AssistantState): Conversation => {
  if (state.view !== 'open') throw new Error('the widget is closed');
  return state.conversation;
};

describe('assistant widget state', () => {
  it('opens at question 1, compact', () => {
    const state = run(initialAssistantState(undefined), { type: 'open', config, now });
    expect(state).toMatchObject({ view: 'open', size: 'compact', confirmingClose: false });
    expect(pendingQuestion(conversationOf(state))?.id).toBe(QuestionIds.start);
  });

  it('closing asks first; cancelling keeps the conversation, confirming keeps it as the saved one', () => {
    const answered = run(initialAssistantState(undefined), { type: 'open', config, now }, { type: 'answer', questionId: QuestionIds.start, optionId: BusinessOptions.personal, now });
    const asking = run(answered, { type: 'askClose' });
    expect(asking).toMatchObject({ view: 'open', confirmingClose: true });
    expect(run(asking, { type: 'cancelClose' })).toEqual(answered);
    const closed = run(asking, { type: 'confirmClose' });
    expect(closed).toEqual({ view: 'closed', size: 'compact', saved: conversationOf(answered) });
  });

  it('reopening starts over at question 1, and "continue last conversation" brings the saved one back', () => {
    const first = run(initialAssistantState(undefined), { type: 'open', config, now }, { type: 'answer', questionId: QuestionIds.start, optionId: BusinessOptions.personal, now });
    const reopened = run(first, { type: 'askClose' }, { type: 'confirmClose' }, { type: 'open', config, now });
    expect(pendingQuestion(conversationOf(reopened))?.id).toBe(QuestionIds.start);
    expect(conversationOf(run(reopened, { type: 'restore' }))).toEqual(conversationOf(first));
  });

  it('keeps its size between openings', () => {
    const state = run(initialAssistantState(undefined), { type: 'open', config, now }, { type: 'resize', size: 'expanded' }, { type: 'askClose' }, { type: 'confirmClose' }, { type: 'open', config, now });
    expect(state.size).toBe('expanded');
  });
});

describe('conversation store', () => {
  const conversation = (): Conversation =>
    conversationOf(run(initialAssistantState(undefined), { type: 'open', config, now }, { type: 'answer', questionId: QuestionIds.start, optionId: BusinessOptions.enterprise, now }));

  it('keeps one conversation per association', () => {
    const storage = memoryStorage();
    const store = createConversationStore(storage);
    store.save('a', conversation(), now);
    expect(store.load('a')).toEqual(conversation());
    expect(store.load('b')).toBeUndefined();
  });

  it('drops what it cannot read instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(conversationStorageKey('a'), '{"format":1,"conversation":{"entries":"x"}}');
    storage.setItem(conversationStorageKey('b'), 'not json');
    const store = createConversationStore(storage);
    expect(store.load('a')).toBeUndefined();
    expect(store.load('b')).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('works without storage', () => {
    const store = createConversationStore(undefined);
    expect(() => store.save('a', conversation(), now)).not.toThrow();
    expect(store.load('a')).toBeUndefined();
  });
});
