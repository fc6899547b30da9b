import type { StepFormDeclaration } from '../form-region';
import { DISTRESS_MATERIALS_MAX, DistressTextLimits } from './distress-application';

const text = (zh: string, en: string) => ({ zh, en });

/**
 * The forms of a consultation's steps that ask for input, as data: the staff steps the console's
 * action dialogs render, and the applicant's step the portal's step screen renders. The element
 * keys are the request fields of submitItem and supplyMaterials.
 */
export const distressStepForms = {
  requestMaterials: {
    elements: [
      {
        key: 'note',
        type: 'textarea',
        label: text('补充材料要求', 'What is needed'),
        placeholder: text('说明需要申请人补充的材料，申请人会在用户中心收到通知', 'What the applicant should supply; they are told in their user centre'),
        required: true,
        maxLength: DistressTextLimits.note,
      },
    ],
    configForm: { title: text('要求补充材料', 'Ask for materials'), submitLabel: text('发送要求', 'Send request'), confirm: true },
  },
  handle: {
    elements: [
      {
        key: 'opinion',
        type: 'textarea',
        label: text('处理意见', 'Opinion'),
        placeholder: text('填写对申请人的处理意见和建议', 'Your opinion and advice to the applicant'),
        required: true,
        maxLength: DistressTextLimits.opinion,
      },
    ],
    configForm: { title: text('出具处理意见', 'Give an opinion'), submitLabel: text('提交意见', 'Submit opinion'), confirm: true },
  },
  returnToPool: {
    elements: [
      {
        key: 'reason',
        type: 'textarea',
        label: text('退回理由', 'Reason'),
        placeholder: text('说明退回的原因', 'Why it goes back to allocation'),
        required: true,
        maxLength: DistressTextLimits.reason,
      },
    ],
    configForm: { title: text('退回分配池', 'Return to the pool'), submitLabel: text('确认退回', 'Return'), confirm: true },
  },
  supplyMaterials: {
    elements: [
      {
        key: 'materialFileIds',
        type: 'files',
        label: text('补充材料', 'Materials'),
        hint: text('可上传 PDF、图片、Office 文档等，单个文件不超过 50MB。', 'PDF, images, Office documents…; 50 MB at most per file.'),
        required: true,
        maxFiles: DISTRESS_MATERIALS_MAX,
      },
      {
        key: 'note',
        type: 'textarea',
        label: text('说明', 'Note'),
        placeholder: text('可简要说明所补充的材料', 'Optionally describe what you supply'),
        required: false,
        maxLength: DistressTextLimits.note,
      },
    ],
    configForm: { title: text('补充材料', 'Supply materials'), submitLabel: text('提交补充材料', 'Submit materials'), confirm: false },
  },
} as const satisfies Record<string, StepFormDeclaration>;

export type DistressFormTaskKey = keyof typeof distressStepForms;
export const isDistressFormTaskKey = (taskKey: string): taskKey is DistressFormTaskKey => Object.hasOwn(distressStepForms, taskKey);
