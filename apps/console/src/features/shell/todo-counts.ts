import { todoCountFields, type TodoCounts } from '@bk/contracts';

/** A `counts` event's data, or undefined when it is not a well-formed TodoCounts. */
export const parseTodoCounts = (data: string): TodoCounts | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const counts: Partial<TodoCounts> = {};
  for (const field of todoCountFields) {
    const n = record[field];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return undefined;
    counts[field] = n;
  }
  return counts as TodoCounts;
};
