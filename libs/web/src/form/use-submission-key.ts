import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a form's submission attempt. Every send of the same attempt (a double
 * click, a retry after a lost answer) carries the same key, so the server creates once; after a
 * success the next submission is a new attempt with a new key.
 */
export const useSubmissionKey = (): { current: () => string; renew: () => void } => {
  const key = useRef<string>(crypto.randomUUID());
  const current = useCallback(() => key.current, []);
  const renew = useCallback(() => {
    key.current = crypto.randomUUID();
  }, []);
  return { current, renew };
};
