import type { ChatEntry, Conversation } from '@bk/domain';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One saved conversation per association: a visitor of two associations keeps both. */
export const conversationStorageKey = (associationId: string): string => `bk.assistant.${associationId}`;

type SavedConversation = { format: 1; savedAt: string; conversation: Conversation };

const isEntry = (value: unknown): value is ChatEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<ChatEntry>;
  return (
    (entry.type === 'problem' || entry.type === 'answer') &&
    typeof entry.message === 'string' &&
    typeof entry.messageEn === 'string' &&
    typeof entry.at === 'string' &&
    Array.isArray(entry.list)
  );
};

/** A stored value is trusted only as far as its shape: another build, or a hand edit, may have written it. */
export const parseSavedConversation = (raw: string | null): Conversation | undefined => {
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Partial<SavedConversation>;
    const conversation = saved.conversation;
    if (saved.format !== 1 || typeof conversation !== 'object' || conversation === null) return undefined;
    const { config, entries } = conversation;
    if (typeof config?.aiName !== 'string' || typeof config.gpShow !== 'boolean') return undefined;
    if (!Array.isArray(entries) || entries.length === 0 || !entries.every(isEntry)) return undefined;
    return { config, entries };
  } catch {
    return undefined;
  }
};

export type ConversationStore = {
  load: (associationId: string) => Conversation | undefined;
  save: (associationId: string, conversation: Conversation, savedAt: string) => void;
};

/** localStorage-backed; without storage (private mode, quota) the widget still works, it just forgets. */
export const createConversationStore = (storage: KeyValueStorage | undefined): ConversationStore => ({
  load: (associationId) => {
    try {
      const key = conversationStorageKey(associationId);
      const conversation = parseSavedConversation(storage?.getItem(key) ?? null);
      if (conversation === undefined) storage?.removeItem(key);
      return conversation;
    } catch {
      return undefined;
    }
  },
  save: (associationId, conversation, savedAt) => {
    try {
      const saved: SavedConversation = { format: 1, savedAt, conversation };
      storage?.setItem(conversationStorageKey(associationId), JSON.stringify(saved));
    } catch {
      // Nothing to do: the conversation simply is not kept.
    }
  },
});
