/**
 * Deterministic random allocation: the caller supplies the seed (generated outside the domain)
 * and the sorted candidate list, so anyone can recompute who was drawn from the audit log.
 * FNV-1a over the seed picks the index; it is not cryptographic, only reproducible.
 */
export const drawCandidate = (seed: string, candidates: readonly string[]): string | undefined => {
  if (candidates.length === 0) return undefined;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const ordered = [...candidates].sort();
  return ordered[hash % ordered.length];
};
