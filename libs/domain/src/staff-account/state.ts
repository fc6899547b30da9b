import type { StaffAccess, StaffProfile } from './commands';
import type { StaffAccountEvent } from './events';

type AccountFacts = {
  accountId: string;
  tenantId: string;
  loginId: string;
  profile: StaffProfile;
  access: StaffAccess;
  /** Set by a reset: the temporary password must be replaced at the next sign-in. */
  mustChangePassword: boolean;
};

export type StaffAccountState =
  | { status: 'empty' }
  | (AccountFacts & { status: 'active' })
  | (AccountFacts & { status: 'disabled'; disabledReason: string });

export const initialStaffAccountState = (): StaffAccountState => ({ status: 'empty' });

/** Folds one event. Events that do not apply to the current status leave it unchanged. */
export const evolveStaffAccount = (state: StaffAccountState, event: StaffAccountEvent): StaffAccountState => {
  if (event.type === 'StaffAccountCreated') {
    if (state.status !== 'empty') return state;
    const { accountId, tenantId, loginId, profile, access, mustChangePassword } = event.data;
    return { status: 'active', accountId, tenantId, loginId, profile, access, mustChangePassword };
  }
  if (state.status === 'empty') return state;
  switch (event.type) {
    case 'StaffAccountEdited':
      return { ...state, profile: event.data.profile };
    case 'StaffAccessSet':
      return { ...state, access: event.data.access };
    case 'StaffAccountDisabled':
      return state.status === 'active' ? { ...state, status: 'disabled', disabledReason: event.data.reason } : state;
    case 'StaffAccountEnabled': {
      if (state.status !== 'disabled') return state;
      const { disabledReason: _reason, ...facts } = state;
      return { ...facts, status: 'active' };
    }
    case 'StaffPasswordReset':
      return { ...state, mustChangePassword: true };
    case 'StaffPasswordChanged':
      return { ...state, mustChangePassword: false };
  }
};
