import type { Label } from '../shared/transitions';

/** Fixed user-facing texts of spec §8, in zh-CN with the English rendering alongside. */
export const Messages = {
  missingRequestMethod: { zh: '未指定请求方式', en: 'No request method specified' },
  newVersionPrompt: { zh: '检测到新版本，是否刷新页面？', en: 'A new version was detected, refresh the page?' },
  newVersionRefresh: { zh: '刷新', en: 'Refresh' },
  newVersionIgnore: { zh: '忽略', en: 'Ignore' },
  assistantCloseConfirm: { zh: '是否关闭当前对话？', en: 'Close the current dialog?' },
  assistantContinueLast: { zh: '继续上次对话', en: 'Continue last conversation' },
  assistantLoading: { zh: 'loading', en: 'loading' },
  spinnerLoading: { zh: '加载中...', en: 'Loading...' },
  honestyMismatch: {
    zh: '个人破产需要诚实守信，您不符合申请条件',
    en: 'personal bankruptcy needs good faith, you do not meet the application requirements',
  },
  positiveNumber: { zh: '请输入大于零的数字', en: 'Enter a number greater than zero' },
} as const satisfies Record<string, Label>;
