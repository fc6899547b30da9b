/** Who issued a command. Applicants on the portal are not staff accounts, hence the kind. */
export type Actor = {
  kind: 'staff' | 'applicant' | 'system';
  id: string;
  name: string;
};

export const systemActor = (reason: string): Actor => ({ kind: 'system', id: 'system', name: reason });
