/** The logged-in staff member, resolved from the session cookie on every request. */
export type StaffPrincipal = {
  uid: string;
  tenantId: string;
  channel: string;
  loginId: string;
  name: string;
  showName: string;
  mobile: string;
  rightKeys: string[];
};
