/**
 * The portal's screens (spec §2) as the router declares them, so that whatever walks every screen
 * (the accessibility walk in e2e) needs no list of its own. The portal's unit suite holds this
 * list and the router's route tree to each other: a route added without a declaration fails there.
 *
 * - `path`: the route's full path, with TanStack's `$param` segments.
 * - `sampleFrom`: for a screen that needs an id, the list screen whose first link to this one
 *   gives a real id (the walk follows it); such a screen is skipped while the list is empty.
 * - `walk: false`: a route that only redirects, or that has no page of its own to check.
 * - `eachArea`: the path's `$area` stands for every area of the variant (its declared, tabbed screens).
 */
export type PortalScreen = { path: string; sampleFrom?: string; walk?: false; eachArea?: true };

export const PORTAL_SCREENS: readonly PortalScreen[] = [
  { path: '/404' },
  { path: '/$associationId', walk: false },
  { path: '/$associationId/404' },
  { path: '/$associationId/error' },
  { path: '/$variant/$associationId' },
  { path: '/$variant/$associationId/home' },
  { path: '/$variant/$associationId/reconciliation' },
  { path: '/$variant/$associationId/reconciliationList' },
  { path: '/$variant/$associationId/announcement' },
  { path: '/$variant/$associationId/announcement/$contentId', sampleFrom: '/$variant/$associationId/announcement' },
  { path: '/$variant/$associationId/news' },
  { path: '/$variant/$associationId/newsDetail/$contentId', sampleFrom: '/$variant/$associationId/news' },
  { path: '/$variant/$associationId/$area', eachArea: true },
  { path: '/$variant/$associationId/$screen/$contentId', sampleFrom: '/$variant/$associationId/caseInfo' },
  { path: '/$variant/$associationId/search' },
  { path: '/$variant/$associationId/login' },
  { path: '/$variant/$associationId/dev/sms' },
  // Behind the portal user's sign-in: signed out they show the login screen, walked above.
  { path: '/$variant/$associationId/userCenter', walk: false },
  { path: '/$variant/$associationId/consultationList', walk: false },
  { path: '/$variant/$associationId/consultation/$type', walk: false },
  { path: '/$variant/$associationId/consultation/$type/$businessId', walk: false },
  { path: '/$variant/$associationId/consultation/$type/$businessId/$functionKey/$taskKey', walk: false },
];

/** The portal variants' path segments and a demo association of each (README "URLs and demo logins"). */
export const PORTAL_DEMO_VARIANTS: readonly { variant: string; associationId: string }[] = [
  { variant: 'portal', associationId: 'szpca' },
  { variant: 'portal-csj', associationId: 'csjrc' },
  { variant: 'portal-jilin', associationId: 'jlpca' },
  { variant: 'portal-bj-ypt', associationId: 'bjypt' },
  { variant: 'product-index', associationId: 'szpca' },
];
