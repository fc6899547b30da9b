import { createSign, createVerify } from 'node:crypto';
import type { CertifyStart, CertifyVerdict, IdentityCertifier } from './identity-certifier';

/** Alipay Open Platform keys and where to reach it (identity-provider.ts reads them from the environment). */
export type AlipayConfig = {
  appId: string;
  /** The application's RSA private key (PKCS#8 or PKCS#1 PEM) that signs requests. */
  privateKey: string;
  /** Alipay's RSA public key (PEM) that signs its answers. */
  alipayPublicKey: string;
  gateway: string;
  /** The product: FACE (face verification in the Alipay app) unless configured otherwise. */
  bizCode: string;
};

/** Alipay timestamps are Beijing time, "yyyy-MM-dd HH:mm:ss". */
const beijingTimestamp = (at: Date): string => new Date(at.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/** The RSA2 request signature: SHA256withRSA over the sorted `key=value` pairs joined by `&` (sign excluded). */
export const signAlipayParams = (params: Record<string, string>, privateKey: string): string => {
  const content = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
};

/**
 * The answer node exactly as Alipay signed it: the raw JSON text between `"<method>_response":`
 * and `,"sign":` (re-serialising parsed JSON would change the bytes).
 */
export const alipayResponseNode = (raw: string, method: string): string | undefined => {
  const key = `"${method.replaceAll('.', '_')}_response":`;
  const start = raw.indexOf(key);
  const end = raw.lastIndexOf(',"sign":');
  return start < 0 || end < start ? undefined : raw.slice(start + key.length, end);
};

/**
 * Alipay identity verification (支付宝身份验证): alipay.user.certify.open.initialize starts a
 * check for a name and citizen id, the user completes it in Alipay at the
 * alipay.user.certify.open.certify address, and alipay.user.certify.open.query tells the verdict.
 * https://opendocs.alipay.com/open/02ahjy (initialize), /02ahjw (certify), /02ahjv (query)
 * Never called in tests: the test and development stacks use the local provider.
 */
export class AlipayIdentityClient implements IdentityCertifier {
  readonly provider = 'alipay' as const;

  constructor(private readonly config: AlipayConfig) {}

  async start({ certifyId, name, citizenId, returnUrl }: CertifyStart): Promise<CertifyVerdict> {
    const answer = await this.call('alipay.user.certify.open.initialize', {
      outer_order_no: certifyId.replaceAll('-', ''),
      biz_code: this.config.bizCode,
      identity_param: { identity_type: 'CERT_INFO', cert_type: 'IDENTITY_CARD', cert_name: name, cert_no: citizenId },
      merchant_config: { return_url: returnUrl },
    });
    if (answer.code !== '10000' || typeof answer.certify_id !== 'string') {
      return { outcome: 'failed', providerRef: null, reason: `支付宝认证发起失败：${String(answer.sub_msg ?? answer.msg ?? answer.code)}` };
    }
    return { outcome: 'pending', providerRef: answer.certify_id, certifyUrl: this.pageUrl('alipay.user.certify.open.certify', { certify_id: answer.certify_id }) };
  }

  async query(providerRef: string): Promise<CertifyVerdict> {
    const answer = await this.call('alipay.user.certify.open.query', { certify_id: providerRef });
    if (answer.code !== '10000') throw new Error(`Alipay certify query failed: ${String(answer.code)} ${String(answer.sub_msg ?? answer.msg ?? '')}`);
    return answer.passed === 'T' ? { outcome: 'passed', providerRef } : { outcome: 'failed', providerRef, reason: '支付宝人脸认证未通过' };
  }

  private params(method: string, bizContent: unknown): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTimestamp(new Date()),
      version: '1.0',
      biz_content: JSON.stringify(bizContent),
    };
    return { ...params, sign: signAlipayParams(params, this.config.privateKey) };
  }

  /** A page the user's browser opens (signed like a call, sent as a GET address). */
  private pageUrl(method: string, bizContent: unknown): string {
    return `${this.config.gateway}?${new URLSearchParams(this.params(method, bizContent)).toString()}`;
  }

  private async call(method: string, bizContent: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.config.gateway}?charset=utf-8`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(this.params(method, bizContent)).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const raw = await response.text();
    const node = alipayResponseNode(raw, method);
    const { sign } = JSON.parse(raw) as { sign?: string };
    if (!node || !sign || !createVerify('RSA-SHA256').update(node, 'utf8').verify(this.config.alipayPublicKey, sign, 'base64')) {
      throw new Error(`Alipay ${method}: the answer's signature does not verify (HTTP ${response.status})`);
    }
    return JSON.parse(node) as Record<string, unknown>;
  }
}
