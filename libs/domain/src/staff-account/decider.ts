import type { Decider } from '../shared/decider';
import type { StaffAccountCommand } from './commands';
import { decideStaffAccount } from './decide';
import type { StaffAccountEvent } from './events';
import { evolveStaffAccount, initialStaffAccountState, type StaffAccountState } from './state';

export const staffAccountDecider: Decider<StaffAccountCommand, StaffAccountEvent, StaffAccountState> = {
  decide: decideStaffAccount,
  evolve: evolveStaffAccount,
  initialState: initialStaffAccountState,
};
