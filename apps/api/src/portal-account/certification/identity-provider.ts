import { readFileSync } from 'node:fs';
import type { PlatformConfig } from '@bk/infrastructure';
import { AlipayIdentityClient } from './alipay-identity-client';
import type { IdentityCertifier } from './identity-certifier';
import { LocalIdentityCertifier } from './local-identity-certifier';

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name} (IDENTITY_PROVIDER=alipay needs it)`);
  return value;
};

/** A PEM given inline or as a path to a file holding it. */
const pem = (value: string): string => (value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8'));

/**
 * The identity provider IDENTITY_PROVIDER names: `local` (the default outside production;
 * certifies any valid name and citizen id without asking anyone) or `alipay` (Alipay identity
 * verification; ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY, each PEM inline or a
 * file path, and optionally ALIPAY_GATEWAY and ALIPAY_CERTIFY_BIZ_CODE). Production refuses to
 * start with the local provider.
 */
export const createIdentityCertifier = (config: PlatformConfig, env: NodeJS.ProcessEnv = process.env): IdentityCertifier => {
  const provider = env.IDENTITY_PROVIDER || (config.env === 'production' ? '' : 'local');
  if (provider === 'alipay') {
    return new AlipayIdentityClient({
      appId: required(env, 'ALIPAY_APP_ID'),
      privateKey: pem(required(env, 'ALIPAY_PRIVATE_KEY')),
      alipayPublicKey: pem(required(env, 'ALIPAY_PUBLIC_KEY')),
      gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
      bizCode: env.ALIPAY_CERTIFY_BIZ_CODE || 'FACE',
    });
  }
  if (provider === 'local' && config.env !== 'production') return new LocalIdentityCertifier();
  throw new Error(`IDENTITY_PROVIDER must be "alipay" in production (got "${provider}"); "local" is for development and tests only`);
};
