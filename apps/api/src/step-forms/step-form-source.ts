import type { StepFormDeclaration } from '@bk/contracts';
import type { StaffPrincipal } from '../auth/staff-principal';
import type { PortalPrincipal } from '../portal-account/portal-principal';

/** Whoever is signed in on the request: a form-step call admits either kind of session (StepActorRoute). */
export type StepViewer = { staff?: StaffPrincipal; portalUser?: PortalPrincipal };

/** A step of one case, as the viewer meets it. */
export type OpenStep = {
  declaration: StepFormDeclaration;
  tenantId: string;
  /** Whose draft it is: a draft is personal (two handlers never share one). */
  ownerId: string;
  /** The case's stream version now: a draft saved at another version belongs to a step that is over. */
  caseVersion: number;
  actionable: boolean;
  reason: string | null;
  notice: string | null;
  submitPath: string;
  functionKey: string;
};

/**
 * A kind of case whose steps have forms. `open` answers undefined when the business is not of its
 * kind (another source may know it), and refuses with the kind's own error when the viewer may not
 * see the step at all (not signed in as the step's actor, no key, not the applicant).
 */
export type StepFormSource = {
  open(businessId: string, taskKey: string, viewer: StepViewer, functionKey: string | undefined): Promise<OpenStep | undefined>;
};

export const STEP_FORM_SOURCES = Symbol('STEP_FORM_SOURCES');
