import { Controller, Get, Inject, Logger, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { auditCaseRefSchema, type AuditCaseRef, type AuditSigningKeyInfo, type AuditVerdict } from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import { buildAuditBundle, type EventStore } from '@bk/infrastructure';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { EVENT_STORE } from '../infrastructure/tokens';
import { AuditCaseDirectory } from './audit-case-directory';
import { AuditKeyring } from './audit-keyring';
import { auditVerdictOf } from './audit-verdict';
import { FileResponse } from '../openapi/file-response.decorator';

/**
 * Evidence about a case's record: verification (hash chain and the anchor kept outside
 * PostgreSQL) and the signed bundle an auditor takes away and checks offline.
 */
@RequirePermission(PermissionKeys.auditReplay)
@Controller('v1/audit')
export class AuditEvidenceController {
  private readonly logger = new Logger(AuditEvidenceController.name);

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly cases: AuditCaseDirectory,
    private readonly keyring: AuditKeyring,
  ) {}

  /** Intact, or the first event changed, inserted or removed, including a tail removed after its anchor. */
  @Get('verify')
  async verify(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditCaseRefSchema)) query: AuditCaseRef,
  ): Promise<AuditVerdict> {
    const target = await this.cases.resolve(staff.tenantId, query);
    const events = await this.eventStore.readStream(staff.tenantId, target.streamId);
    const anchor = await this.keyring.anchors().latest(staff.tenantId, target.streamId);
    // A stream emptied after it was anchored is the extreme case of a removed tail, not an unknown case.
    if (events.length === 0 && !(anchor.ok && anchor.head)) throw ApiError.notFound('案件不存在');
    return auditVerdictOf(events, anchor);
  }

  /** A tar of the events as stored, a manifest pinning them, and an Ed25519 signature over the manifest. */
  @FileResponse('application/x-tar')
  @Get('export')
  async export(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditCaseRefSchema)) query: AuditCaseRef,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const target = await this.cases.resolve(staff.tenantId, query);
    const events = await this.eventStore.readStream(staff.tenantId, target.streamId);
    if (events.length === 0) throw ApiError.notFound('案件不存在');
    const key = this.keyring.signingKey();
    const anchor = await this.keyring.anchors().latest(staff.tenantId, target.streamId);
    // The bundle still goes out (it is evidence either way), without an anchor the log cannot vouch for.
    if (!anchor.ok) this.logger.warn(`exporting ${target.streamId} without an anchor: ${anchor.problem}`);
    const bundle = buildAuditBundle(
      {
        tenantId: staff.tenantId,
        streamId: target.streamId,
        streamType: target.audited.streamType,
        subject: { kind: target.audited.kind, id: target.caseId, number: target.caseNumber },
        events,
        anchor: anchor.ok ? anchor.head : null,
        exportedAt: new Date(),
        exporter: { uid: staff.uid, loginId: staff.loginId, name: staff.name },
      },
      { privateKey: key.privateKey, fingerprint: key.fingerprint, local: key.local },
    );
    await reply
      .header('content-type', 'application/x-tar')
      .header('content-disposition', `attachment; filename="${bundle.fileName}"`)
      .header('cache-control', 'no-store')
      .send(bundle.archive);
  }

  /** The public half of the signing key, to check bundles with (offline, or with openssl). */
  @Get('signing-key')
  signingKey(): AuditSigningKeyInfo {
    const key = this.keyring.signingKey();
    return { algorithm: 'Ed25519', publicKeyPem: key.publicKeyPem, fingerprint: key.fingerprint, local: key.local };
  }
}
