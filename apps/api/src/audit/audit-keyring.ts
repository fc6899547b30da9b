import { Inject, Injectable } from '@nestjs/common';
import { loadAuditSigningKey, StreamHeadAnchorIndex, type AuditSigningKey, type PlatformConfig } from '@bk/infrastructure';
import { PLATFORM_CONFIG } from '../infrastructure/tokens';

/**
 * The audit signing key and the stream-head anchors, both loaded on first use: an API that never
 * exports or verifies never touches (or generates) a key.
 */
@Injectable()
export class AuditKeyring {
  private key: AuditSigningKey | undefined;
  private index: StreamHeadAnchorIndex | undefined;

  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  signingKey(): AuditSigningKey {
    this.key ??= loadAuditSigningKey(this.config.audit);
    return this.key;
  }

  anchors(): StreamHeadAnchorIndex {
    this.index ??= new StreamHeadAnchorIndex(this.config.audit.anchorLogPath, this.signingKey());
    return this.index;
  }
}
