import {
  stepValuesShape,
  valuesOf,
  elementDataListOf,
  type CurrentDetailInfoRequest,
  type FormElementValue,
  type FormRegion,
  type SaveOrUpdateDataResponse,
} from '@bk/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { isApiError } from '../api/api-error';
import type { RequestOptions } from '../api/api-client';
import { api } from '../api/browser-client';
import { useSubmissionKey } from '../form/use-submission-key';
import type { FileNames, FormRegionValues } from './form-region-fields';

const CURRENT_DETAIL_INFO = '/api/v1/reform/getCurrentDetailInfo';
const SAVE_OR_UPDATE_DATA = '/api/v2/data/saveOrUpdateData';

/** The portal answers "not signed in" itself (its own sign-in page), so it turns the console's redirect off. */
export type StepCallOptions = Pick<RequestOptions, 'redirectOnUnauthorized'>;

/** The step's form with the viewer's draft (POST /api/v1/reform/getCurrentDetailInfo). */
export const formRegionQueryOptions = (channel: string, request: CurrentDetailInfoRequest, options: StepCallOptions = {}) =>
  queryOptions({
    queryKey: ['form-region', channel, request.businessId, request.taskKey],
    queryFn: ({ signal }) => api.post<FormRegion>(CURRENT_DETAIL_INFO, request, { ...options, signal, quiet: (error) => error.notFound || error.unauthorized }),
    staleTime: 0,
  });

/** Why the last draft save did not land: another page saved first, or the server refused (its msg). */
export type DraftProblem = { kind: 'conflict' } | { kind: 'failed'; reason: string | null };

export type StepFormValidation<Values> = { ok: true; data: Values } | { ok: false };

/**
 * The values of one loaded step form: edits, the contract's validation of them, and saving them as
 * a draft (POST /api/v2/data/saveOrUpdateData) under the draft's version. Mount it once the region
 * has loaded; it starts from the draft the region carries.
 */
export const useStepFormState = <Values extends Record<string, unknown>>(channel: string, region: FormRegion, options: StepCallOptions = {}) => {
  const queryClient = useQueryClient();
  const link = region.processLinkConfig;
  const [values, setValues] = useState<FormRegionValues>(() => valuesOf(region.elementDataList));
  const [fileNames, setFileNames] = useState<FileNames>(region.files);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState({ version: link.draftVersion, savedAt: link.draftSavedAt, restored: link.draftVersion > 0 });
  const [draftProblem, setDraftProblem] = useState<DraftProblem | null>(null);
  const schema = useMemo(() => z.object(stepValuesShape(region)), [region]);
  const saveKey = useSubmissionKey();

  const saveDraft = useMutation({
    mutationFn: () =>
      api.post<SaveOrUpdateDataResponse>(
        SAVE_OR_UPDATE_DATA,
        { businessId: link.businessId, taskKey: link.taskKey, functionKey: link.functionKey, version: draft.version, elementDataList: elementDataListOf(values) },
        { ...options, idempotencyKey: saveKey.current(), quiet: true },
      ),
    onSuccess: (saved) => {
      saveKey.renew();
      setDraft({ version: saved.version, savedAt: saved.savedAt, restored: false });
      setDraftProblem(null);
    },
    onError: async (error) => {
      saveKey.renew();
      if (isApiError(error) && error.conflict) {
        // Another page saved first: load its draft rather than overwrite it.
        const latest = await queryClient.fetchQuery(formRegionQueryOptions(channel, link, options));
        setValues(valuesOf(latest.elementDataList));
        setFileNames(latest.files);
        setDraft({ version: latest.processLinkConfig.draftVersion, savedAt: latest.processLinkConfig.draftSavedAt, restored: true });
        setDraftProblem({ kind: 'conflict' });
        return;
      }
      setDraftProblem({ kind: 'failed', reason: isApiError(error) ? error.msg : null });
    },
  });

  const change = (key: string, value: FormElementValue) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)) : current));
  };

  /** Checks the values against the step's declaration; on failure the fields show why. */
  const validate = (): StepFormValidation<Values> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { ok: true, data: parsed.data as Values };
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    return { ok: false };
  };

  return {
    values,
    errors,
    setErrors,
    fileNames,
    draft,
    draftProblem,
    saveDraft,
    change,
    validate,
    nameFile: (fileId: string, fileName: string) => setFileNames((current) => ({ ...current, [fileId]: { fileName } })),
  };
};

export type StepFormState = ReturnType<typeof useStepFormState>;
