/**
 * The ceiling on what an account manager may do: nothing beyond the keys they hold themselves.
 * Resetting, editing, disabling or unlocking an account, or editing a role, whose keys exceed the
 * caller's would let them take over those keys (reset a password, sign in with it); granting a key
 * they do not hold would hand it on. Both are refused.
 */
export const keysBeyond = (held: readonly string[], wanted: readonly string[]): string[] => {
  const own = new Set(held);
  return [...new Set(wanted)].filter((key) => !own.has(key)).sort();
};

/** What was asked: acting on an account or role (its keys now), or granting keys. */
export type CeilingCheck = { kind: 'target'; keys: readonly string[] } | { kind: 'grant'; keys: readonly string[] };

export const ceilingRefusalMessage = (check: CeilingCheck['kind'], beyond: readonly string[]): string =>
  check === 'target' ? '该账号或角色的权限超出您自身的权限，不能对其操作' : `不能授予您自身没有的权限：${beyond.join('、')}`;
