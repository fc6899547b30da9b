import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { TenantModule } from '../tenant/tenant.module';
import { OrganisationController, PublicOrganisationController } from './organisation.controller';
import { OrganisationQueries } from './organisation-queries';

@Module({ imports: [TenantModule], controllers: [OrganisationController, PublicOrganisationController], providers: [AggregateStore, OrganisationQueries] })
export class OrganisationModule {}
