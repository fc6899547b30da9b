import { textStepForm, type FormText } from './form-region';

export const TaskTextLimits = { reason: 500, note: 2000, result: 2000 } as const;

const text = (zh: string, en: string): FormText => ({ zh, en });

/**
 * The restructuring-task steps that ask for input, as data, by the console's action key: declining
 * (acceptTask with decision decline) and the three handling steps (processTask by action).
 */
export const restructuringStepForms = {
  decline: textStepForm(
    'reason',
    {
      type: 'textarea',
      label: text('拒绝理由', 'Reason'),
      placeholder: text('说明不能受理的原因，如存在利益冲突', 'Why you cannot take it on, e.g. a conflict of interest'),
      maxLength: TaskTextLimits.reason,
    },
    { title: text('拒绝受理', 'Decline the task'), submitLabel: text('确认拒绝', 'Decline'), confirm: true },
  ),
  note: textStepForm(
    'text',
    { type: 'textarea', label: text('办理进展', 'Progress'), placeholder: text('填写本次办理的进展情况', 'What happened on the task'), maxLength: TaskTextLimits.note },
    { title: text('办理进展', 'Progress'), submitLabel: text('提交进展', 'Add progress'), confirm: false },
  ),
  complete: textStepForm(
    'text',
    {
      type: 'textarea',
      label: text('办理结果', 'Result'),
      placeholder: text('填写办理结果，申请人可在“我的申请”中看到', 'The outcome; the applicant sees it under My applications'),
      maxLength: TaskTextLimits.result,
    },
    { title: text('办结任务', 'Complete the task'), submitLabel: text('确认办结', 'Complete'), confirm: true },
  ),
  reject: textStepForm(
    'text',
    {
      type: 'textarea',
      label: text('驳回理由', 'Reason'),
      placeholder: text('说明驳回的理由，申请人可以看到', 'Why the task is rejected; the applicant sees it'),
      maxLength: TaskTextLimits.reason,
    },
    { title: text('驳回任务', 'Reject the task'), submitLabel: text('确认驳回', 'Reject'), confirm: true },
  ),
};

export type RestructuringFormAction = keyof typeof restructuringStepForms;
export const isRestructuringFormAction = (action: string): action is RestructuringFormAction => Object.hasOwn(restructuringStepForms, action);
