import { DistressConsultationTypes, DistressTaskKeys } from '@bk/contracts';
import { safeRedirectPath } from '@bk/web';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { portalUserQueryOptions } from './portal-user-api';

export const USER_CENTER_TABS = ['applications', 'consultations', 'certification', 'messages'] as const;
export type UserCenterTab = (typeof USER_CENTER_TABS)[number];

export const signInSearchSchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });
export const userCenterSearchSchema = z.object({
  tab: z.enum(USER_CENTER_TABS).optional().catch(undefined),
  /** Where to continue once certified (the consultation form that sent the user to certify). */
  back: z.string().max(2000).optional().catch(undefined).transform((value) => safeRedirectPath(value)),
});
export const devSmsSearchSchema = z.object({ mobile: z.string().regex(/^\d{11}$/).optional().catch(undefined) });
/**
 * The assistant's hand-off: `prefill`, URL-encoded JSON of form field values. The router parses
 * JSON-looking search values itself, so it may arrive as the object or still as its text; either
 * way the page gets the text, and the form picks out its own fields (consultation-form.ts).
 */
export const consultationSearchSchema = z.object({
  prefill: z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value : value !== null && typeof value === 'object' ? JSON.stringify(value) : undefined))
    .refine((value) => value === undefined || value.length <= 8000)
    .optional()
    .catch(undefined),
});

export const isConsultationType = (value: string): value is (typeof DistressConsultationTypes)[number] =>
  (DistressConsultationTypes as readonly string[]).includes(value);
/** The step screen's taskKey: the applicant's step, or `detail` to show the consultation. */
export const isPortalTaskKey = (value: string): boolean => value === 'detail' || (DistressTaskKeys as readonly string[]).includes(value);

/**
 * The guard of the signed-in pages: a visitor who is not signed in goes to the portal's sign-in,
 * carrying the page to come back to (spec §6).
 */
export const requirePortalUser = async (
  queryClient: QueryClient,
  channel: string,
  params: { variant: string; associationId: string },
  href: string,
): Promise<void> => {
  const user = await queryClient.fetchQuery(portalUserQueryOptions(channel));
  if (user) return;
  throw redirect({ to: '/$variant/$associationId/login', params, search: { redirect: href }, replace: true });
};
