import type { MessageDictionary } from '../i18n/translate';

export const assistantMessages = {
  assistantDefaultName: { zh: '智能助手', en: 'Assistant' },
  assistantOpen: { zh: '打开{name}', en: 'Open {name}' },
  assistantLauncher: { zh: '在线咨询', en: 'Ask us' },
  assistantExpand: { zh: '展开为全屏高度', en: 'Expand to full height' },
  assistantCompact: { zh: '收起为小窗', en: 'Shrink to a small window' },
  assistantClose: { zh: '关闭对话', en: 'Close the dialog' },
  assistantContinue: { zh: '继续上次对话', en: 'Continue last conversation' },
  assistantConfirmTitle: { zh: '关闭当前对话？', en: 'Close the current dialog?' },
  assistantConfirmText: {
    zh: '对话内容会保存在本机，下次打开时可选择“继续上次对话”。',
    en: 'The conversation is kept on this device; next time choose "Continue last conversation".',
  },
  assistantConfirmClose: { zh: '关闭', en: 'Close' },
  assistantCancel: { zh: '取消', en: 'Cancel' },
  assistantShowMore: { zh: '展开更多（共 {count} 项）', en: 'Show all ({count})' },
  assistantMessages: { zh: '对话记录', en: 'Conversation' },
  assistantChosen: { zh: '已选择', en: 'chosen' },
  assistantYou: { zh: '我', en: 'Me' },
} satisfies MessageDictionary;
