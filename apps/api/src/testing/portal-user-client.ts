import { randomInt } from 'node:crypto';
import type { LocalSmsOutboxEntry, PortalUserInfo } from '@bk/contracts';
import { ApiClient } from './api-client';

/** A mobile number no other test run uses (the test database is new each run; numbers collide rarely). */
export const someMobile = (): string => `13${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The latest code the local SMS provider "sent" to the number, read from its development endpoint. */
export const latestLocalSmsCode = async (client: ApiClient, mobile: string): Promise<string> => {
  const outbox = await client.get<LocalSmsOutboxEntry[]>('/api/v1/dev/localSms/outbox', { mobile });
  const code = outbox.body.data?.[0]?.code;
  if (!code) throw new Error(`no local SMS to ${mobile}: ${JSON.stringify(outbox.body)}`);
  return code;
};

/**
 * A client address of the caller's own, sent as X-Forwarded-For (honoured from the loopback proxy),
 * so per-address sign-in limits of one test never meet another's. 198.18.0.0/15 is reserved for
 * benchmarks: only a header value, never a destination.
 */
export const someClientAddress = (): Record<string, string> => ({ 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });

/**
 * A portal user signed in (registered on first use) with the code from the local SMS provider;
 * the client keeps the portal session cookie and acts from an address of its own unless
 * `extraHeaders` names one.
 */
export const signInPortalUser = async (
  channel: string,
  mobile = someMobile(),
  extraHeaders: Record<string, string> = {},
): Promise<{ client: ApiClient; mobile: string; user: PortalUserInfo }> => {
  const client = ApiClient.forTestServer(channel, { ...someClientAddress(), ...extraHeaders });
  const sent = await client.post('/api/v1/portal/auth/sendCode', { mobile });
  if (sent.status !== 200) throw new Error(`sendCode ${mobile} failed: ${JSON.stringify(sent.body)}`);
  const login = await client.post<PortalUserInfo>('/api/v1/portal/auth/login', { mobile, code: await latestLocalSmsCode(client, mobile) });
  if (login.status !== 200 || !login.body.data) throw new Error(`portal login ${mobile} failed: ${JSON.stringify(login.body)}`);
  return { client, mobile, user: login.body.data };
};
