import { z } from 'zod';
import { PG_INTEGER_MAX } from './fields';

/**
 * A process step's form as data (spec §3 "Form-region structure": elements, configForm,
 * elementDataList, processLinkConfig). A step declares its elements once; the request schema the
 * server checks, the draft schema, and the form both the portal and the console render are all
 * derived from that declaration (libs/web FormRegionFields).
 */

export type FormText = { zh: string; en: string };

export const FormElementTypes = ['text', 'textarea', 'files'] as const;
export type FormElementType = (typeof FormElementTypes)[number];

type ElementBase = { key: string; label: FormText; required: boolean; placeholder?: FormText; hint?: FormText };
/** One line or several; maxLength counts characters after trimming. */
export type TextElement = ElementBase & { type: 'text' | 'textarea'; maxLength: number };
/** Files of the upload service, by id; maxFiles bounds the list. */
export type FilesElement = ElementBase & { type: 'files'; maxFiles: number };
export type FormElement = TextElement | FilesElement;

/** How the step's form is presented: its heading, its submit button, and whether it is confirmed first. */
export type ConfigForm = { title: FormText; submitLabel: FormText; confirm: boolean };

/** A one-text step's declaration (a note, a reason, a reference number): the common case. */
export const textStepForm = <K extends string>(
  key: K,
  field: { type: 'text' | 'textarea'; label: FormText; placeholder: FormText; maxLength: number },
  configForm: ConfigForm,
): { elements: readonly [TextElement & { key: K; required: true }]; configForm: ConfigForm } => ({
  elements: [{ key, required: true, ...field }],
  configForm,
});

/** A step's declaration: the elements and presentation; the values and link are filled per case. */
export type StepFormDeclaration = { elements: readonly FormElement[]; configForm: ConfigForm };

export type FormElementValue = string | string[];
export type ElementData = { elementKey: string; value: FormElementValue };

/** Where the form belongs and what may happen to it now. */
export type ProcessLinkConfig = {
  businessId: string;
  /** The screen the step is worked from (the portal's {functionKey}; the console's queue). */
  functionKey: string;
  taskKey: string;
  /** The call that submits the step; its body is the step's values with businessId and taskKey. */
  submitPath: string;
  /** Whether the viewer may save and submit the step now (false: shown read-only with the reason). */
  actionable: boolean;
  reason: string | null;
  /** The draft's version for saveOrUpdateData (0: no draft yet). */
  draftVersion: number;
  draftSavedAt: string | null;
};

/** POST /api/v1/reform/getCurrentDetailInfo's answer: the step's form with the viewer's saved draft. */
export type FormRegion = StepFormDeclaration & {
  elementDataList: ElementData[];
  processLinkConfig: ProcessLinkConfig;
  /** What the step answers (the handler's request for materials), shown above the form. */
  notice: string | null;
  /** Names of the files the draft holds, by id. */
  files: Record<string, { fileName: string }>;
};

const fileIdsField = (element: FilesElement) =>
  z
    .array(z.uuid({ message: '文件编号无效' }))
    .max(element.maxFiles, { message: `${element.label.zh}不能超过${element.maxFiles}个文件` })
    .refine((ids) => new Set(ids).size === ids.length, { message: `${element.label.zh}文件重复` });

/**
 * One element's field: `complete` is the submitted step (required enforced), else a draft. A value
 * left out reads as empty, so a missing required element gets its own message (请填写…, 请上传…).
 */
const elementField = (element: FormElement, complete: boolean): z.ZodType => {
  const name = element.label.zh;
  if (element.type === 'files') {
    const ids = fileIdsField(element);
    const checked = complete && element.required ? ids.refine((list) => list.length > 0, { message: `请上传${name}` }) : ids;
    return z.preprocess((value) => value ?? [], checked);
  }
  const text = z.string({ message: `${name}格式不正确` }).trim().max(element.maxLength, { message: `${name}不能超过${element.maxLength}个字` });
  if (complete && element.required) return z.preprocess((value) => value ?? '', text.min(1, { message: `请填写${name}` }));
  // An optional text left empty is absent, as the hand-written schemas had it.
  return text.optional().transform((value) => (value === '' ? undefined : value));
};

/** The value type a declared element submits: file ids, a required text, or an optional one. */
type SubmittedValue<E> = E extends { type: 'files' } ? string[] : E extends { required: true } ? string : string | undefined;
/** The submitted values of a declaration whose elements are literal (declared `as const`). */
export type StepValues<D extends StepFormDeclaration> = { [E in D['elements'][number] as E['key']]: SubmittedValue<E> };

/** The step's values as a submission checks them, typed from a literal declaration. */
export const stepValuesShape = <D extends StepFormDeclaration>(declaration: D) =>
  Object.fromEntries(declaration.elements.map((element) => [element.key, elementField(element, true)])) as {
    [K in keyof StepValues<D>]: z.ZodType<StepValues<D>[K], unknown>;
  };

/** The step's values as a draft: nothing required yet, every bound still checked. */
export const draftValuesSchema = (declaration: StepFormDeclaration) =>
  z.object(Object.fromEntries(declaration.elements.map((element) => [element.key, elementField(element, false)]))).strict();

export const elementDataListOf = (values: Record<string, unknown>): ElementData[] =>
  Object.entries(values)
    .filter((entry): entry is [string, FormElementValue] => typeof entry[1] === 'string' || Array.isArray(entry[1]))
    .map(([elementKey, value]) => ({ elementKey, value }));

export const valuesOf = (list: readonly ElementData[]): Record<string, FormElementValue> =>
  Object.fromEntries(list.map((entry) => [entry.elementKey, entry.value]));

const formKeyField = (message: string) => z.string({ message }).regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, { message });
const businessIdField = z.uuid({ message: '业务编号无效' });

/** POST /api/v1/reform/getCurrentDetailInfo */
export const currentDetailInfoRequestSchema = z.object({
  businessId: businessIdField,
  taskKey: formKeyField('办理环节无效'),
  /** The screen's key: a route name such as dilemmaInformationHandle or courtReform-csj. */
  functionKey: z
    .string({ message: '功能标识无效' })
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, { message: '功能标识无效' })
    .optional(),
});
export type CurrentDetailInfoRequest = z.infer<typeof currentDetailInfoRequestSchema>;

/** POST /api/v2/data/saveOrUpdateData: the viewer's draft of a step, under optimistic concurrency. */
export const saveOrUpdateDataRequestSchema = currentDetailInfoRequestSchema.extend({
  elementDataList: z
    .array(
      z.object({
        elementKey: formKeyField('表单项无效'),
        value: z.union([z.string().max(20_000, { message: '内容过长' }), z.array(z.string().max(64)).max(100)], { message: '表单项的值无效' }),
      }),
    )
    .max(50, { message: '表单项过多' })
    .refine((list) => new Set(list.map((entry) => entry.elementKey)).size === list.length, { message: '表单项重复' }),
  /** The draft version read (0 when there was none); a stale one is refused with 409. */
  version: z.coerce
    .number({ message: '版本号无效' })
    .int({ message: '版本号无效' })
    .min(0, { message: '版本号无效' })
    .max(PG_INTEGER_MAX, { message: '版本号超出范围，请刷新后重试' }),
});
export type SaveOrUpdateDataRequest = z.infer<typeof saveOrUpdateDataRequestSchema>;
export type SaveOrUpdateDataResponse = { version: number; savedAt: string };
