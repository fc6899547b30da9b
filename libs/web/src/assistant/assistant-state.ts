import { answer, expandOptions, startConversation, type AssistantConfig, type Conversation } from '@bk/domain';

/**
 * The widget (spec §4 "Assistant widget"): closed, or open on a conversation, expanded to full
 * height or compact. Closing first asks; confirming saves the conversation so a later "continue
 * last conversation" can bring it back.
 */
export type AssistantSize = 'compact' | 'expanded';

export type AssistantState =
  | { view: 'closed'; size: AssistantSize; saved: Conversation | undefined }
  | { view: 'open'; size: AssistantSize; saved: Conversation | undefined; conversation: Conversation; confirmingClose: boolean };

export type AssistantAction =
  | { type: 'open'; config: AssistantConfig; now: string }
  | { type: 'resize'; size: AssistantSize }
  | { type: 'answer'; questionId: number; optionId: number; now: string }
  | { type: 'expand'; questionId: number }
  | { type: 'restore' }
  | { type: 'askClose' }
  | { type: 'cancelClose' }
  | { type: 'confirmClose' };

export const initialAssistantState = (saved: Conversation | undefined): AssistantState => ({ view: 'closed', size: 'compact', saved });

/** Pure: the widget's effects (saving, focus) follow from comparing states. */
export const assistantReducer = (state: AssistantState, action: AssistantAction): AssistantState => {
  if (action.type === 'open') {
    return state.view === 'open'
      ? state
      : { view: 'open', size: state.size, saved: state.saved, conversation: startConversation(action.config, action.now), confirmingClose: false };
  }
  if (action.type === 'resize') return { ...state, size: action.size };
  if (state.view === 'closed') return state;
  switch (action.type) {
    case 'answer':
      return { ...state, conversation: answer(state.conversation, action.questionId, action.optionId, action.now) };
    case 'expand':
      return { ...state, conversation: expandOptions(state.conversation, action.questionId) };
    case 'restore':
      return state.saved === undefined ? state : { ...state, conversation: state.saved };
    case 'askClose':
      return { ...state, confirmingClose: true };
    case 'cancelClose':
      return { ...state, confirmingClose: false };
    case 'confirmClose':
      return { view: 'closed', size: state.size, saved: state.conversation };
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
};
