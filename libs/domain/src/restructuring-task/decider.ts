import type { Decider } from '../shared/decider';
import type { RestructuringTaskCommand } from './commands';
import { decideRestructuringTask } from './decide';
import type { RestructuringTaskEvent } from './events';
import { evolveRestructuringTask, initialRestructuringTaskState, type RestructuringTaskState } from './state';

export const restructuringTaskDecider: Decider<RestructuringTaskCommand, RestructuringTaskEvent, RestructuringTaskState> = {
  decide: decideRestructuringTask,
  evolve: evolveRestructuringTask,
  initialState: initialRestructuringTaskState,
};
