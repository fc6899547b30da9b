import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { LocalSmsOutboxEntry } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { smsCodeText, type SmsCodeMessage, type SmsSender } from './sms-sender';

/**
 * The LOCAL SMS provider, for development and tests only: nothing is sent. Each code is written to
 * the log and to the local_sms_outbox table, where the development-only endpoint
 * (GET /api/v1/dev/localSms/outbox) and the portal's development page show it. It is refused in
 * production (see sms-provider.ts).
 */
export class LocalSmsOutbox implements SmsSender {
  readonly provider = 'local' as const;
  private readonly logger = new Logger('LocalSmsOutbox');

  constructor(private readonly dataSource: DataSource) {}

  async sendCode({ tenantId, mobile, code, ttlMinutes }: SmsCodeMessage): Promise<void> {
    const text = smsCodeText(code, ttlMinutes);
    await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query('INSERT INTO local_sms_outbox (tenant_id, mobile, text, code) VALUES ($1, $2, $3, $4)', [tenantId, mobile, text, code]),
    );
    this.logger.log(`[local SMS, not sent] to ${mobile}: ${text}`);
  }

  /** The latest messages "sent" in the association, newest first, optionally to one number. */
  recent(tenantId: string, mobile: string | undefined, limit = 20): Promise<LocalSmsOutboxEntry[]> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `SELECT mobile, text, code, sent_at AS "sentAt" FROM local_sms_outbox
         WHERE ($1::text IS NULL OR mobile = $1) ORDER BY entry_id DESC LIMIT $2`,
        [mobile ?? null, limit],
      ),
    );
  }
}
