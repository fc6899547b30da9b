import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  applyDraftKey,
  clearApplyDraft,
  readApplyDraft,
  sessionStorageOrUndefined,
  writeApplyDraft,
  type ApplyDraft,
} from './apply-draft';
import { useAssociation } from '../shell/use-association';

const authenticatedRoute = getRouteApi('/index/$associationId/shell/authenticated');

/** The signed-in user's application draft in this tab: read once, written on every change, cleared once filed. */
export const useApplyDraft = () => {
  const { channel } = useAssociation();
  const { user } = authenticatedRoute.useRouteContext();
  const key = applyDraftKey(channel, user.user.uid);
  const storage = useMemo(sessionStorageOrUndefined, []);
  const [draft, setDraft] = useState<ApplyDraft>(() => readApplyDraft(storage, key));
  // The latest draft for writes that follow each other before a render (typing, then leaving the step).
  const latest = useRef(draft);

  const save = useCallback(
    (values: Partial<ApplyDraft>) => {
      const next = { ...latest.current, ...values };
      latest.current = next;
      writeApplyDraft(storage, key, next);
      setDraft(next);
    },
    [storage, key],
  );

  const clear = useCallback(() => clearApplyDraft(storage, key), [storage, key]);

  return { draft, save, clear };
};
