/** Siblings in their new order after moving `id` to `toIndex` (drag and drop, or the arrow buttons). */
export const movedOrder = (ids: readonly string[], id: string, toIndex: number): string[] => {
  const rest = ids.filter((other) => other !== id);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, index), id, ...rest.slice(index)];
};
