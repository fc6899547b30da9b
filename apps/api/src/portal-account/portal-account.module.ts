import { Module } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { PlatformConfig } from '@bk/infrastructure';
import { APP_DATA_SOURCE, PLATFORM_CONFIG } from '../infrastructure/tokens';
import { CertificationController } from './certification/certification.controller';
import { createIdentityCertifier } from './certification/identity-provider';
import { IDENTITY_CERTIFIER } from './certification/identity-certifier';
import { PortalCertificationService } from './certification/portal-certification.service';
import { PortalApplicationsController } from './portal-applications.controller';
import { PortalInboxController } from './portal-inbox.controller';
import { PortalUserController } from './portal-user.controller';
import { PortalInbox } from './portal-inbox.service';
import { PortalSessionService } from './portal-session.service';
import { LocalSmsOutboxController, PortalSignInController } from './portal-sign-in.controller';
import { createSmsSender } from './sms/sms-provider';
import { SMS_SENDER } from './sms/sms-sender';

/**
 * Portal accounts: SMS sign-in, portal sessions (PortalSessionService, used by AccessGuard for
 * @PortalUserRoute()), identity certification, the inbox other features post to (PortalInbox.post).
 */
@Module({
  controllers: [PortalSignInController, LocalSmsOutboxController, PortalInboxController, PortalUserController, CertificationController, PortalApplicationsController],
  providers: [
    { provide: SMS_SENDER, inject: [PLATFORM_CONFIG, APP_DATA_SOURCE], useFactory: (config: PlatformConfig, dataSource: DataSource) => createSmsSender(config, dataSource) },
    { provide: IDENTITY_CERTIFIER, inject: [PLATFORM_CONFIG], useFactory: (config: PlatformConfig) => createIdentityCertifier(config) },
    PortalSessionService,
    PortalInbox,
    PortalCertificationService,
  ],
  exports: [PortalSessionService, PortalInbox],
})
export class PortalAccountModule {}
