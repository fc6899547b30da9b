import {
  allowedCommands,
  hasPermission,
  isDomainError,
  type Actor,
  type CaseKindDeclaration,
  type PermissionKey,
  type TransitionTable,
} from '@bk/domain';

export type CaseViewerKeys = { uid: string; name: string; rightKeys: readonly string[] };

// A dry run decides and discards: the time is irrelevant, and placeholder texts pass the field
// checks, so only the state and actor guards (assignee only, applicant only) can refuse.
export const DRY_RUN_AT = '1970-01-01T00:00:00.000Z';

/** Would the decider accept this command in this state? Field errors do not count: the user has not typed yet. */
export const deciderAccepts = <Command, State>(decide: (command: Command, state: State) => unknown, command: Command, state: State): boolean => {
  try {
    decide(command, state);
    return true;
  } catch (error) {
    if (isDomainError(error)) return error.code === 'VALIDATION_FAILED';
    throw error;
  }
};

/** The command a staff action sends and the key it needs; undefined for an action the kind does not offer. */
export type StaffActionRule = { command: string; permission: PermissionKey } | undefined;

/**
 * The actions a member of staff may take on a case now: those the transitions table allows from
 * its status, whose key they hold, and which the decider's guards inside the status (assignee
 * only…) accept from them.
 */
export const offeredStaffActions = <Action extends string, Command, State extends { status: string }>(
  kind: {
    transitions: TransitionTable<string, string>;
    decide: (command: Command, state: State) => unknown;
    rule: (action: Action, state: State) => StaffActionRule;
  },
  actions: readonly Action[],
  dryRun: (action: Action, actor: Actor) => Command,
  state: State,
  viewer: CaseViewerKeys,
): Action[] => {
  const allowed = new Set(allowedCommands(kind.transitions, state.status));
  const actor: Actor = { kind: 'staff', id: viewer.uid, name: viewer.name };
  return actions.filter((action) => {
    const rule = kind.rule(action, state);
    return (
      rule !== undefined &&
      allowed.has(rule.command) &&
      hasPermission(viewer.rightKeys, rule.permission) &&
      deciderAccepts(kind.decide, dryRun(action, actor), state)
    );
  });
};

/**
 * The same for actions declared in the case kind: each sends its declared command and needs its
 * declared key. A kind whose key for some action follows the case's state (who may reject depends
 * on how far the case got) says so with `permission`.
 */
export const declaredStaffActions = <Action extends string, Command, State extends { status: string }>(
  kind: {
    declaration: CaseKindDeclaration;
    transitions: TransitionTable<string, string>;
    decide: (command: Command, state: State) => unknown;
    permission?: (action: Action, state: State) => PermissionKey;
  },
  actions: readonly Action[],
  dryRun: (action: Action, actor: Actor) => Command,
  state: State,
  viewer: CaseViewerKeys,
): Action[] => {
  const rule = (action: Action, current: State): StaffActionRule => {
    const declared = kind.declaration.actions[action];
    return declared && { command: declared.command, permission: kind.permission?.(action, current) ?? declared.permission };
  };
  return offeredStaffActions({ transitions: kind.transitions, decide: kind.decide, rule }, actions, dryRun, state, viewer);
};
