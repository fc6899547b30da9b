import type { DataSource } from 'typeorm';
import type { PlatformConfig } from '@bk/infrastructure';
import { AliyunSmsClient } from './aliyun-sms-client';
import { LocalSmsOutbox } from './local-sms-outbox';
import type { SmsSender } from './sms-sender';

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name} (SMS_PROVIDER=aliyun needs it)`);
  return value;
};

/**
 * The SMS provider SMS_PROVIDER names: `local` (the default outside production: codes are only
 * logged and shown on the development page) or `aliyun` (Alibaba Cloud SMS; its keys come from
 * ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME,
 * ALIYUN_SMS_TEMPLATE_CODE and optionally ALIYUN_SMS_ENDPOINT). Production refuses to start with
 * the local provider: codes would never reach anyone.
 */
export const createSmsSender = (config: PlatformConfig, dataSource: DataSource, env: NodeJS.ProcessEnv = process.env): SmsSender => {
  const provider = env.SMS_PROVIDER || (config.env === 'production' ? '' : 'local');
  if (provider === 'aliyun') {
    return new AliyunSmsClient({
      accessKeyId: required(env, 'ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: required(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
      signName: required(env, 'ALIYUN_SMS_SIGN_NAME'),
      templateCode: required(env, 'ALIYUN_SMS_TEMPLATE_CODE'),
      endpoint: env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com',
    });
  }
  if (provider === 'local' && config.env !== 'production') return new LocalSmsOutbox(dataSource);
  throw new Error(`SMS_PROVIDER must be "aliyun" in production (got "${provider}"); "local" is for development and tests only`);
};
