import type { Actor } from '../shared/actor';
import type { AllocationMethod } from '../shared/allocation';
import type { RestructuringApplication, RestructuringAssignee } from './events';

/** Every command carries who issued it and when; the domain never reads a clock. */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;

export type RestructuringTaskCommand =
  | CommandOf<
      'SubmitRestructuringApplication',
      { taskId: string; tenantId: string; taskNumber: string; application: RestructuringApplication }
    >
  | CommandOf<'AssignRestructuringTask', { assignee: RestructuringAssignee; allocation: AllocationMethod }>
  | CommandOf<'AcceptRestructuringTask', Record<never, never>>
  | CommandOf<'DeclineRestructuringTask', { reason: string }>
  | CommandOf<'ReturnRestructuringTaskToPool', { reason: string }>
  | CommandOf<'NoteRestructuringProgress', { note: string }>
  | CommandOf<'CompleteRestructuringTask', { result: string }>
  | CommandOf<'RejectRestructuringTask', { reason: string }>;

export type RestructuringTaskCommandType = RestructuringTaskCommand['type'];
