import type { StepFormDeclaration } from '@bk/contracts';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import type { PortalPrincipal } from '../portal-account/portal-principal';

/** Whoever is signed in on the request: a form-step call admits either kind of session (StepActorRoute). */
export type StepViewer = { staff?: StaffPrincipal; portalUser?: PortalPrincipal };

/** A step of one case, as the viewer meets it. */
export type OpenStep = {
  declaration: StepFormDeclaration;
  tenantId: string;
  /** Whose draft it is: a draft is personal (two handlers never share one). */
  ownerId: string;
  /** The viewer's id as the upload service records it: a draft names only the viewer's own files. */
  uploaderId: string;
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

const NOT_YOURS_NOW = '该环节当前不可办理，或不由您办理';

/**
 * A staff step of any kind of case: a staff session that may see the kind's cases, the case read
 * from its kind's read model, and the step open when the kind's own rule offers it to the viewer
 * now (the rule the lists and the action calls apply).
 */
export const openStaffStep = async <Row extends { version: number }>(
  viewer: StepViewer,
  step: {
    declaration: StepFormDeclaration;
    taskKey: string;
    functionKey: string;
    submitPath: string;
    mayView: (staff: StaffPrincipal) => boolean;
    load: (tenantId: string) => Promise<Row | undefined>;
    offered: (row: Row, staff: StaffPrincipal) => readonly string[];
  },
): Promise<OpenStep | undefined> => {
  const staff = viewer.staff;
  if (!staff) throw ApiError.notLoggedIn();
  // Kinds share task keys (note, reject): a case of another kind is another source's to answer.
  const row = await step.load(staff.tenantId);
  if (!row) return undefined;
  if (!step.mayView(staff)) throw ApiError.forbidden();
  const open = step.offered(row, staff).includes(step.taskKey);
  return {
    declaration: step.declaration,
    tenantId: staff.tenantId,
    ownerId: `staff:${staff.uid}`,
    uploaderId: staff.uid,
    caseVersion: row.version,
    actionable: open,
    reason: open ? null : NOT_YOURS_NOW,
    notice: null,
    submitPath: step.submitPath,
    functionKey: step.functionKey,
  };
};
