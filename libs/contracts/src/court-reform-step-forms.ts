import { textStepForm, type FormText } from './form-region';

/** Free-text limits of the handling steps; the decider checks them again (requireText in libs/domain). */
export const CaseTextLimits = { note: 2000, reason: 500, registrationNo: 64, statementNo: 64 } as const;

const text = (zh: string, en: string): FormText => ({ zh, en });

/**
 * The court-reform steps that ask for input, as data: each one's element key is its request field.
 * The console's action dialogs render them (with the handler's draft), and the request schemas in
 * court-reform.ts derive from them.
 */
export const courtReformStepForms = {
  note: textStepForm(
    'note',
    { type: 'textarea', label: text('办理进展', 'Progress'), placeholder: text('填写本次办理的进展情况', 'What happened on the case'), maxLength: CaseTextLimits.note },
    { title: text('办理进展', 'Progress'), submitLabel: text('提交进展', 'Add progress'), confirm: false },
  ),
  reject: textStepForm(
    'reason',
    {
      type: 'textarea',
      label: text('驳回理由', 'Reason'),
      placeholder: text('说明驳回的理由，申请人可在进度查询中看到', 'Why the case is rejected; the applicant sees it'),
      maxLength: CaseTextLimits.reason,
    },
    { title: text('驳回案件', 'Reject the case'), submitLabel: text('确认驳回', 'Reject'), confirm: true },
  ),
  register: textStepForm(
    'registrationNo',
    { type: 'text', label: text('登记编号', 'Registration no.'), placeholder: text('如 DJ-2026-0001', 'e.g. DJ-2026-0001'), maxLength: CaseTextLimits.registrationNo },
    { title: text('登记案件', 'Register the case'), submitLabel: text('确认登记', 'Register'), confirm: true },
  ),
  issueStatement: textStepForm(
    'statementNo',
    { type: 'text', label: text('文书编号', 'Statement no.'), placeholder: text('如 QKSM-2026-0001', 'e.g. QKSM-2026-0001'), maxLength: CaseTextLimits.statementNo },
    { title: text('出具说明', 'Issue the statement'), submitLabel: text('确认出具', 'Issue'), confirm: true },
  ),
};

export type CourtReformFormAction = keyof typeof courtReformStepForms;
export const isCourtReformFormAction = (action: string): action is CourtReformFormAction => Object.hasOwn(courtReformStepForms, action);
