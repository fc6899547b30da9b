import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { LoginThrottle } from '../auth/login-throttle';
import { AuthorityCeiling } from './authority-ceiling';
import { AuthorityController } from './authority.controller';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAccountQueries } from './staff-account-queries';

@Module({
  controllers: [AuthorityController],
  providers: [AggregateStore, StaffAccountsService, StaffAccountQueries, AuthorityCeiling, LoginThrottle],
  exports: [StaffAccountsService, LoginThrottle],
})
export class AuthorityModule {}
