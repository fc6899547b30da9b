import type { MessageDictionary } from '@bk/web';

/** The basicConfig screen: the association's own settings, case deadlines first. */
export const basicConfigMessages = {
  basicConfigTitle: { zh: '基础配置', en: 'Basic configuration' },
  basicConfigIntro: { zh: '本机构的基础设置。', en: 'Settings of this association.' },
  deadlinesTitle: { zh: '案件时限', en: 'Case deadlines' },
  deadlinesIntro: {
    zh: '案件分配后，承办人未在时限内签收（重组任务未在时限内受理）的，将自动退回待分配。',
    en: 'An allocated case that is not signed (a restructuring task not accepted) within its deadline goes back to allocation automatically.',
  },
  signWithinHoursLabel: { zh: '签收时限', en: 'Sign within' },
  signWithinHoursHint: { zh: '庭外重组案件分配后，承办人签收的时限。', en: 'How long a handler has to sign an allocated out-of-court restructuring case.' },
  acceptWithinHoursLabel: { zh: '受理时限', en: 'Accept within' },
  acceptWithinHoursHint: { zh: '重组任务分配后，受理人受理的时限。', en: 'How long the assignee has to accept an allocated restructuring task.' },
  hoursUnit: { zh: '小时', en: 'hours' },
  inDaysExact: { zh: '即 {days} 天', en: '= {days} days' },
  inDaysApprox: { zh: '约 {days} 天', en: '≈ {days} days' },
  deadlinesLastChanged: { zh: '上次修改：{name}，{at}', en: 'Last changed by {name} on {at}' },
  deadlinesDefaults: { zh: '当前为平台默认时限（72 小时）。', en: 'These are the platform defaults (72 hours).' },
  deadlinesReset: { zh: '还原', en: 'Undo changes' },
  deadlinesSave: { zh: '保存', en: 'Save' },
  deadlinesConfirmTitle: { zh: '确认修改案件时限', en: 'Change the case deadlines?' },
  deadlinesChange: { zh: '{label}：{from} 小时 → {to} 小时', en: '{label}: {from} hours → {to} hours' },
  deadlinesAppliesTo: {
    zh: '新的时限只适用于修改后提交的申请。此前提交的案件（包括尚未分配的）仍按其提交时的时限计时。',
    en: 'The new deadlines apply to applications filed after this change. Cases filed before it, allocated or not, keep the deadline they were filed with.',
  },
  deadlinesBack: { zh: '返回修改', en: 'Back' },
  deadlinesConfirm: { zh: '确认保存', en: 'Save' },
  deadlinesSaved: { zh: '案件时限已保存，将用于此后提交的申请', en: 'Deadlines saved; they apply to applications filed from now on' },
  deadlinesConflictTitle: { zh: '时限配置已被他人修改', en: 'Someone else changed the deadlines' },
  deadlinesConflictText: { zh: '已载入最新配置，请核对后重新修改。', en: 'The current values are loaded; check them and make your change again.' },
} satisfies MessageDictionary;
