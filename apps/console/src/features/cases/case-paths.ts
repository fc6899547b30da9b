import type { RegisteredRouter } from '@tanstack/react-router';

/** Detail pages of the case kit: routes whose last segment is the case's id (checked by tsc against the route tree). */
export type CaseDetailPath = Extract<keyof RegisteredRouter['routesByPath'], `/index/$associationId/${string}/$caseId`>;
