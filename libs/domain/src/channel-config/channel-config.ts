import type { Actor } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * An association's channel configuration (spec §3 "Channel config"), edited by its staff: one
 * stream per association. The values arrive validated from the edge; the decider records what
 * changed, from what to what, and guards the one rule that depends on the association's state:
 * the portal mode decides which kind of case the association runs, so it is fixed once a case
 * exists (cases filed under one kind would be orphaned by a portal of the other).
 */
export type ChannelConfigValue = string | boolean | null;
export type ChannelConfigRecord = Readonly<Record<string, ChannelConfigValue>>;
export type ChannelConfigDiff = { field: string; from: ChannelConfigValue; to: ChannelConfigValue };

export type ChannelConfigCommand = {
  type: 'ChangeChannelConfig';
  /** The configuration as it stands before the first recorded change (seeded with the association). */
  baseline: ChannelConfigRecord;
  values: ChannelConfigRecord;
  /** Whether the association already has cases; looked up by the caller, not the domain. */
  casesExist: boolean;
  actor: Actor;
  at: string;
};

export type ChannelConfigEvent = {
  type: 'ChannelConfigChanged';
  data: { values: ChannelConfigRecord; changes: ChannelConfigDiff[]; actor: Actor; at: string };
};

/** null until the first change: the seeded configuration is the baseline the command brings. */
export type ChannelConfigState = { values: ChannelConfigRecord | null };

export const CMS_MODE_FIELD = 'cmsMode';

export const cmsModeLockedMessage = '本协会已有案件，不能再更改门户模式：门户模式决定受理的案件类型';

const diff = (before: ChannelConfigRecord, after: ChannelConfigRecord): ChannelConfigDiff[] =>
  Object.keys(after)
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));

export const decideChannelConfig = (command: ChannelConfigCommand, state: ChannelConfigState): ChannelConfigEvent[] => {
  switch (command.type) {
    case 'ChangeChannelConfig': {
      const before = state.values ?? command.baseline;
      const values = { ...before, ...command.values };
      const changes = diff(before, values);
      // Saving what is already there records nothing and keeps the version.
      if (changes.length === 0) return [];
      if (command.casesExist && changes.some((change) => change.field === CMS_MODE_FIELD)) {
        throw new DomainError('VALIDATION_FAILED', 'The portal mode is fixed once the association has cases', cmsModeLockedMessage, { field: CMS_MODE_FIELD });
      }
      return [{ type: 'ChannelConfigChanged', data: { values, changes, actor: command.actor, at: command.at } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const evolveChannelConfig = (state: ChannelConfigState, event: ChannelConfigEvent): ChannelConfigState => {
  switch (event.type) {
    case 'ChannelConfigChanged':
      return { values: event.data.values };
  }
};

export const channelConfigDecider: Decider<ChannelConfigCommand, ChannelConfigEvent, ChannelConfigState> = {
  decide: decideChannelConfig,
  evolve: evolveChannelConfig,
  initialState: () => ({ values: null }),
};
