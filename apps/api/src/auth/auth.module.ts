import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthorityModule } from '../authority/authority.module';
import { PortalAccountModule } from '../portal-account/portal-account.module';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { SessionService } from './session.service';

@Module({
  imports: [AuthorityModule, PortalAccountModule],
  controllers: [AuthController],
  providers: [SessionService, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionService],
})
export class AuthModule {}
