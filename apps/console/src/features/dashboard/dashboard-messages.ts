import type { MessageDictionary } from '@bk/web';

/** The dashboard and its to-do cards. */
export const dashboardMessages = {
  dashboard: { zh: '工作台', en: 'Dashboard' },
  dashboardWelcome: { zh: '欢迎使用{title}', en: 'Welcome to {title}' },
  dashboardGuest: { zh: '登录后可处理分配、办理等待办事项。', en: 'Sign in to work on allocation, handling and other to-dos.' },
  dashboardTodos: { zh: '待办事项', en: 'To-dos' },
  dashboardNoTodos: { zh: '当前账号没有可处理的待办事项。', en: 'This account has no to-do queues.' },
  todoOpen: { zh: '进入', en: 'Open' },
  todoCountLabel: { zh: '{label}：{count} 件待处理', en: '{label}: {count} waiting' },
} satisfies MessageDictionary;
