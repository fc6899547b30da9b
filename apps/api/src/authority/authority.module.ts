import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { AuthorityController } from './authority.controller';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAccountQueries } from './staff-account-queries';

@Module({ controllers: [AuthorityController], providers: [AggregateStore, StaffAccountsService, StaffAccountQueries], exports: [StaffAccountsService] })
export class AuthorityModule {}
