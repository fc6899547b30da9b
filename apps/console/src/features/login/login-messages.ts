import type { MessageDictionary } from '@bk/web';

/** Staff sign-in. */
export const loginMessages = {
  loginTitle: { zh: '工作人员登录', en: 'Staff sign-in' },
  loginId: { zh: '账号', en: 'Account' },
  loginIdPlaceholder: { zh: '请输入账号', en: 'Your account' },
  password: { zh: '密码', en: 'Password' },
  passwordPlaceholder: { zh: '请输入密码', en: 'Your password' },
  loginSubmit: { zh: '登录', en: 'Sign in' },
  loginFailed: { zh: '登录失败', en: 'Sign-in failed' },
} satisfies MessageDictionary;
