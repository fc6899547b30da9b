import { Module } from '@nestjs/common';
import { AssociationConfigModule } from './association-config/association-config.module';
import { AuditModule } from './audit/audit.module';
import { AuthorityModule } from './authority/authority.module';
import { OrganisationModule } from './organisation/organisation.module';
import { DictionaryModule } from './dictionary/dictionary.module';
import { DistressModule } from './distress/distress.module';
import { StepFormsModule } from './step-forms/step-forms.module';
import { AuthModule } from './auth/auth.module';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { ContentModule } from './content/content.module';
import { ContentLabelModule } from './content-label/content-label.module';
import { CourtReformModule } from './court-reform/court-reform.module';
import { HealthController } from './health/health.controller';
import { ImModule } from './im/im.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { OpenApiModule } from './openapi/openapi.module';
import { RestructuringModule } from './restructuring/restructuring.module';
import { RosterModule } from './roster/roster.module';
import { MemberOrganModule } from './member-organ/member-organ.module';
import { InvestorModule } from './investor/investor.module';
import { StorageModule } from './storage/storage.module';
import { TenantModule } from './tenant/tenant.module';

@Module({
  imports: [InfrastructureModule, TenantModule, IdempotencyModule, OpenApiModule, AuthModule, CourtReformModule, RestructuringModule, DistressModule, StepFormsModule, AuditModule, AssociationConfigModule, ContentModule, AuthorityModule, OrganisationModule, DictionaryModule, StorageModule, RosterModule, MemberOrganModule, InvestorModule, ContentLabelModule, ImModule],
  controllers: [HealthController],
})
export class AppModule {}
