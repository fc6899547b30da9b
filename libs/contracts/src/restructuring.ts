import { restructuringTaskStatusFromCode } from '@bk/domain';
import { z } from 'zod';
import { stepValuesShape } from './form-region';
import { restructuringStepForms, type RestructuringFormAction } from './restructuring-step-forms';

export { TaskTextLimits } from './restructuring-step-forms';
import { assignTaskSchema, pageRequestSchema, submitApplySchema, type CaseSummary, type TimelineEntry } from './court-reform';

/**
 * Restructuring-centre tasks (spec §7 "Consult service": /api/v1/out/court/… and
 * /api/v1/reform/createOcrFlowInstance). A task is filed with the same facts as a court-reform
 * application, so it shares its form rules and messages.
 */
export const restructuringApplySchema = submitApplySchema;
export type RestructuringApplyRequest = z.infer<typeof restructuringApplySchema>;
export type RestructuringApplyResponse = { taskId: string; taskNumber: string };

const taskIdField = z.string().uuid({ message: '任务编号无效' });

export const taskRefSchema = z.object({ taskId: taskIdField });
export type TaskRef = z.infer<typeof taskRefSchema>;

/** The queues and "my applications", optionally narrowed to one task state. */
export const taskPageRequestSchema = pageRequestSchema.extend({
  stateCode: z.coerce
    .number()
    .int()
    .refine((code) => restructuringTaskStatusFromCode(code) !== undefined, { message: '任务状态无效' })
    .optional(),
});
export type TaskPageRequest = z.infer<typeof taskPageRequestSchema>;

/** Allocation, manual or by an auditable random draw (as for court-reform cases). */
export const assignRestructuringTaskSchema = assignTaskSchema.omit({ caseId: true }).extend({ taskId: taskIdField });
export type AssignRestructuringTaskRequest = z.infer<typeof assignRestructuringTaskSchema>;

/** The steps that ask for input: their fields are their declared forms' (restructuring-step-forms). */
const formFields = <A extends RestructuringFormAction>(action: A) => stepValuesShape(restructuringStepForms[action]);

/** The assignee takes the task on, or declines it with a reason (it goes back to allocation). */
export const acceptTaskSchema = z.discriminatedUnion('decision', [
  z.object({ taskId: taskIdField, decision: z.literal('accept') }),
  z.object({ taskId: taskIdField, decision: z.literal('decline'), ...formFields('decline') }),
]);
export type AcceptTaskRequest = z.infer<typeof acceptTaskSchema>;

/** Handling: a progress note, the result that completes the task, or the reason it is rejected. */
export const processTaskSchema = z.discriminatedUnion('action', [
  z.object({ taskId: taskIdField, action: z.literal('note'), ...formFields('note') }),
  z.object({ taskId: taskIdField, action: z.literal('complete'), ...formFields('complete') }),
  z.object({ taskId: taskIdField, action: z.literal('reject'), ...formFields('reject') }),
]);
export type ProcessTaskRequest = z.infer<typeof processTaskSchema>;

/** What a member of staff may do to a task now, computed by the API from the domain's rules and their rightKeys. */
export const TaskActions = ['accept', 'decline', 'note', 'complete', 'reject'] as const;
export type TaskAction = (typeof TaskActions)[number];

/** A task row in a queue; the number is the task number (CZRW + year + sequence). */
export type TaskSummary = Omit<CaseSummary, 'caseId' | 'caseNumber'> & { taskId: string; taskNumber: string };

export type ActionableTaskSummary = TaskSummary & { availableActions: TaskAction[] };

export type TaskDetail = ActionableTaskSummary & {
  contactPhone: string;
  description: string;
  version: number;
  /** How many times the task came back to allocation (declined, or its acceptance deadline lapsed). */
  reallocations: number;
  result: string | null;
  rejectionReason: string | null;
  timeline: TimelineEntry[];
  /** The task's workflow in the Temporal UI, for staff; null for the applicant who filed it. */
  temporalUrl: string | null;
};
