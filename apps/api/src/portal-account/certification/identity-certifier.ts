/**
 * Identity certification (spec §7): does this name belong to this citizen id, and is the person
 * the one at the keyboard? The port the portal's certification calls go through.
 */
export type IdentityCertifier = {
  readonly provider: IdentityProviderName;
  /** Starts a check; a provider that decides at once answers passed or failed. */
  start(request: CertifyStart): Promise<CertifyVerdict>;
  /** The verdict of a check that was pending (the user finished it with the provider). */
  query(providerRef: string): Promise<CertifyVerdict>;
};

export type IdentityProviderName = 'local' | 'alipay';

export type CertifyStart = {
  /** Ours: also the provider's outer order number, so a retried start is the same order. */
  certifyId: string;
  name: string;
  citizenId: string;
  /** Where the provider sends the user back (absolute). */
  returnUrl: string;
};

export type CertifyVerdict =
  | { outcome: 'passed'; providerRef: string | null }
  | { outcome: 'failed'; providerRef: string | null; reason: string }
  | { outcome: 'pending'; providerRef: string; certifyUrl: string };

export const IDENTITY_CERTIFIER = Symbol('IDENTITY_CERTIFIER');
