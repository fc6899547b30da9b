import { validateCertifiableCitizenId } from '@bk/domain';
import type { CertifyStart, CertifyVerdict, IdentityCertifier } from './identity-certifier';

/** A name as identity documents print it: Han characters (with the middle dot of transliterations) or Latin letters. */
const PERSON_NAME = /^(?:[\u4e00-\u9fa5]+(?:·[\u4e00-\u9fa5]+)*|[A-Za-z]+(?: [A-Za-z]+)*)$/;

/**
 * The LOCAL identity provider, for development and tests only: it consults no registry. It
 * certifies when the name is a plausible person's name and the citizen id is valid by GB 11643
 * (province region code, a birth date that exists and is not in the future, the check
 * character), and refuses otherwise. Production refuses to start with it (identity-provider.ts).
 */
export class LocalIdentityCertifier implements IdentityCertifier {
  readonly provider = 'local' as const;

  constructor(private readonly today: () => string = () => new Date().toISOString().slice(0, 10)) {}

  start({ name, citizenId }: CertifyStart): Promise<CertifyVerdict> {
    if (!PERSON_NAME.test(name) || name.length < 2) return Promise.resolve({ outcome: 'failed', providerRef: null, reason: '姓名与身份证号码不一致' });
    const id = validateCertifiableCitizenId(citizenId, this.today());
    if (!id.ok) return Promise.resolve({ outcome: 'failed', providerRef: null, reason: id.message.zh });
    return Promise.resolve({ outcome: 'passed', providerRef: null });
  }

  query(): Promise<CertifyVerdict> {
    // Every local check is decided when it starts; nothing is ever pending.
    return Promise.resolve({ outcome: 'failed', providerRef: null, reason: '认证记录不存在' });
  }
}
