import { z } from 'zod';
import type { DistressStaffTaskKey, DistressTaskKey } from './distress-keys';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../envelope';
import { pageNumField } from '../fields';
import type { Personnel, RandomDraw, TimelineEntry } from '../court-reform';
import { stepValuesShape } from '../form-region';
import {
  DistressConsultationTypes,
  type DistressConsultationType,
  type EnterpriseDistressApplication,
  type FiledPersonalDistressApplication,
} from './distress-application';
import { distressStepForms, type DistressFormTaskKey } from './distress-step-forms';

/**
 * The distress service (spec §7: POST /api/v1/distressManage/…). Staff calls sit behind the
 * distress keys of §6; createFlowInstance and userPage are the signed-in portal user's own.
 */

/** A consultation's id: the portal's {businessId}. */
export const businessIdField = z.uuid({ message: '咨询编号无效' });

/**
 * Stage codes (ours: the spec names the stages, not their codes). 4 is the step where the
 * consultation waits on the applicant for more materials.
 */
export const DistressStateCodes = { submitted: 0, allocated: 1, handled: 2, completed: 3, awaitingMaterials: 4 } as const;
export type DistressStateCode = (typeof DistressStateCodes)[keyof typeof DistressStateCodes];
const stateCodeValues: readonly number[] = Object.values(DistressStateCodes);

const stateCodeField = z.coerce
  .number({ message: '咨询状态无效' })
  .int({ message: '咨询状态无效' })
  .refine((code) => stateCodeValues.includes(code), { message: '咨询状态无效' });

const distressPageBase = z.object({
  pageNum: pageNumField,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Matches the consultation number, the applicant's or enterprise's name, the credit code or the contact. */
  keyword: z.string().trim().max(100).optional(),
  type: z.enum(DistressConsultationTypes, { message: '咨询类型无效' }).optional(),
});

/**
 * getTodoItemList: what waits on the viewer. `allocation` is the association's pool
 * (distress:allocate); `handling` is what is allocated to the viewer (distress:handle).
 */
export const DistressQueues = ['allocation', 'handling'] as const;
export type DistressQueue = (typeof DistressQueues)[number];
export const distressTodoRequestSchema = distressPageBase.extend({
  queue: z.enum(DistressQueues, { message: '待办类型无效' }).default('allocation'),
});
export type DistressTodoRequest = z.infer<typeof distressTodoRequestSchema>;

/** getDistressPage: every consultation of the association (distress:query or distress:progress), optionally one stage. */
export const distressPageRequestSchema = distressPageBase.extend({ stateCode: stateCodeField.optional() });
export type DistressPageRequest = z.infer<typeof distressPageRequestSchema>;

/** getCompletedItemList: completed consultations; `mine` narrows to those the viewer handled. */
export const distressCompletedRequestSchema = distressPageBase.extend({ mine: z.coerce.boolean().default(false) });
export type DistressCompletedRequest = z.infer<typeof distressCompletedRequestSchema>;

/** userPage: the signed-in portal user's own consultations, optionally one stage. */
export const distressUserPageRequestSchema = distressPageBase.extend({ stateCode: stateCodeField.optional() });
export type DistressUserPageRequest = z.infer<typeof distressUserPageRequestSchema>;

/** getCurrentDetailInfo: one consultation, for staff or for the applicant who filed it. */
export const distressDetailRequestSchema = z.object({ businessId: businessIdField });
export type DistressDetailRequest = z.infer<typeof distressDetailRequestSchema>;

/** getAssignPersonnels: who may handle (holders of distress:handle); `random` also draws one, auditably. */
export const distressPersonnelRequestSchema = z.object({ random: z.coerce.boolean().default(false) });
export type DistressPersonnelRequest = z.infer<typeof distressPersonnelRequestSchema>;
export type DistressPersonnelResponse = { list: Personnel[]; draw: RandomDraw | null };

/**
 * One step of a consultation, named by its taskKey (the portal route's {taskKey}). Staff steps go
 * to submitItem: allocate (distress:allocate), returnToPool (distress:allocate), requestMaterials,
 * handle and complete (distress:handle, the assignee only). The applicant's step, supplyMaterials,
 * goes to POST /api/v1/distressManage/supplyMaterials with the portal session while the
 * consultation waits on them: staff and portal sessions never open each other's calls.
 */
export { DistressTaskKeys, type DistressStaffTaskKey, type DistressTaskKey } from './distress-keys';

const stepBase = { businessId: businessIdField };

/** A step that asks for input: its request fields are its declared form's elements (distress-step-forms). */
const formStep = <K extends DistressFormTaskKey>(taskKey: K) =>
  z.object({ ...stepBase, taskKey: z.literal(taskKey), ...stepValuesShape(distressStepForms[taskKey]) });

const allocateStep = z.object({
  ...stepBase,
  taskKey: z.literal('allocate'),
  assigneeId: z.string().min(1, { message: '请选择承办人' }),
  draw: z.object({ seed: z.string().min(8).max(128), candidates: z.array(z.string().min(1)).min(1).max(500) }).optional(),
});
const returnToPoolStep = formStep('returnToPool');
const requestMaterialsStep = formStep('requestMaterials');
const handleStep = formStep('handle');
const completeStep = z.object({ ...stepBase, taskKey: z.literal('complete') });

/** POST /api/v1/distressManage/supplyMaterials: the applicant's step (portal session). */
export const distressSupplyMaterialsSchema = formStep('supplyMaterials');
export type DistressSupplyMaterialsRequest = z.infer<typeof distressSupplyMaterialsSchema>;

const stepError = { error: () => ({ message: '办理环节无效' }) };

/** POST /api/v1/distressManage/submitItem: the staff steps. */
export const distressStaffSubmitItemSchema = z.discriminatedUnion(
  'taskKey',
  [allocateStep, returnToPoolStep, requestMaterialsStep, handleStep, completeStep],
  stepError,
);
export type DistressStaffSubmitItemRequest = z.infer<typeof distressStaffSubmitItemSchema>;

/** Any step, staff or applicant: what a step screen (the portal's {taskKey} route) may send. */
export const distressSubmitItemSchema = z.discriminatedUnion(
  'taskKey',
  [allocateStep, returnToPoolStep, requestMaterialsStep, handleStep, completeStep, distressSupplyMaterialsSchema],
  stepError,
);
export type DistressSubmitItemRequest = z.infer<typeof distressSubmitItemSchema>;
export type DistressSubmitItemInput = z.input<typeof distressSubmitItemSchema>;

/** Every step answers with the consultation's new stream version and stage. */
export type DistressSubmitItemResponse = { businessId: string; version: number; stateCode: number; status: string };

/** A consultation row in a list. */
export type DistressSummary = {
  businessId: string;
  consultationNumber: string;
  type: DistressConsultationType;
  /** The person's name, or the enterprise's. */
  applicantName: string;
  /** The enterprise's unified social credit code; null for a person. */
  creditCode: string | null;
  contactName: string;
  stateCode: number;
  assigneeId: string | null;
  assigneeName: string | null;
  submittedAt: string;
  updatedAt: string;
  /** When an allocated consultation returns to the pool unless handled; null when no clock runs. */
  handlingDueAt: string | null;
};

/** A list row for staff: which steps the viewer may take on it now. */
export type ActionableDistressSummary = DistressSummary & { availableActions: DistressStaffTaskKey[] };

export type DistressMaterial = {
  fileId: string;
  /** The name it was uploaded under (what the reader sees and downloads it as). */
  fileName: string;
  /** 0: filed with the application; n: the applicant's n-th supply. */
  round: number;
  addedAt: string;
};

export type DistressDetail = DistressSummary & {
  application: FiledPersonalDistressApplication | EnterpriseDistressApplication;
  materials: DistressMaterial[];
  /** The handler's open request for more materials, while the consultation waits on the applicant. */
  materialRequest: { note: string; requestedAt: string } | null;
  opinion: string | null;
  reallocations: number;
  version: number;
  timeline: TimelineEntry[];
  /** Steps the viewer may take now: staff steps for staff, supplyMaterials for the applicant. */
  availableActions: DistressTaskKey[];
  /** The consultation's workflow in the Temporal UI, for staff; null for the applicant. */
  temporalUrl: string | null;
};
