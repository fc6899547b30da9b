import { createHmac, randomUUID } from 'node:crypto';
import type { SmsCodeMessage, SmsSender } from './sms-sender';

/** Alibaba Cloud SMS (dysmsapi, SendSms), configured from the environment (sms-provider.ts). */
export type AliyunSmsConfig = {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名) and the approved code template, whose variable is ${code}. */
  signName: string;
  templateCode: string;
  endpoint: string;
};

/** RFC 3986 encoding, as the signature algorithm requires (encodeURIComponent leaves !'()* alone). */
const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The RPC signature, version 1.0 (HMAC-SHA1): the sorted, encoded query is signed as
 * `GET&%2F&<encoded query>` with the secret followed by "&".
 * https://help.aliyun.com/zh/sdk/product-overview/rpc-mechanism
 */
export const signAliyunRpc = (params: Record<string, string>, accessKeySecret: string): string => {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `GET&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
};

/**
 * The production SMS client: SendSms of Alibaba Cloud's SMS service (API version 2017-05-25).
 * https://help.aliyun.com/zh/sms/developer-reference/api-dysmsapi-2017-05-25-sendsms
 * Never called in tests: the test and development stacks use the local provider.
 */
export class AliyunSmsClient implements SmsSender {
  readonly provider = 'aliyun' as const;

  constructor(private readonly config: AliyunSmsConfig) {}

  async sendCode({ mobile, code }: SmsCodeMessage): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = new URLSearchParams({ ...params, Signature: signAliyunRpc(params, this.config.accessKeySecret) });
    const response = await fetch(`${this.config.endpoint}/?${query.toString()}`, { signal: AbortSignal.timeout(10_000) });
    const answer = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string; RequestId?: string };
    if (!response.ok || answer.Code !== 'OK') {
      throw new Error(`Aliyun SendSms failed: ${answer.Code ?? response.status} ${answer.Message ?? ''} (request ${answer.RequestId ?? '-'})`);
    }
  }
}
