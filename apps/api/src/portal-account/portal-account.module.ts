import { Module } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { PlatformConfig } from '@bk/infrastructure';
import { APP_DATA_SOURCE, PLATFORM_CONFIG } from '../infrastructure/tokens';
import { PortalInboxController } from './portal-inbox.controller';
import { PortalUserController } from './portal-user.controller';
import { PortalInbox } from './portal-inbox.service';
import { PortalSessionService } from './portal-session.service';
import { LocalSmsOutboxController, PortalSignInController } from './portal-sign-in.controller';
import { createSmsSender } from './sms/sms-provider';
import { SMS_SENDER } from './sms/sms-sender';

/**
 * Portal accounts: SMS sign-in, portal sessions (PortalSessionService, used by AccessGuard for
 * @PortalUserRoute()), the inbox other features post to (PortalInbox.post).
 */
@Module({
  controllers: [PortalSignInController, LocalSmsOutboxController, PortalInboxController, PortalUserController],
  providers: [
    { provide: SMS_SENDER, inject: [PLATFORM_CONFIG, APP_DATA_SOURCE], useFactory: (config: PlatformConfig, dataSource: DataSource) => createSmsSender(config, dataSource) },
    PortalSessionService,
    PortalInbox,
  ],
  exports: [PortalSessionService, PortalInbox],
})
export class PortalAccountModule {}
