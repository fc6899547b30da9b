import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  progressQuerySchema,
  submitApplySchema,
  type ProgressQuery,
  type ProgressView,
  type SubmitApplyRequest,
  type RestructuringApplyResponse,
  type SubmitApplyResponse,
} from '@bk/contracts';
import type { Actor } from '@bk/domain';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PublicWriteLimit } from '../edge/public-write-limits';
import { channelOf } from '../tenant/request-channel';
import { TenantService, type Tenant } from '../tenant/tenant.service';
import { SubmitCourtReformApplicationCommand } from './commands/submit-court-reform-application.command';
import { CaseReadModel } from '../cases/case-read-model';
import { SubmitRestructuringApplicationCommand } from '../restructuring/commands/submit-restructuring-application.command';

/** The portal's applicant calls: submit an application, follow its progress. */
@Public()
@Controller('v1/applicant')
export class ApplicantController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tenants: TenantService,
    private readonly cases: CaseReadModel,
  ) {}

  /**
   * The portal's application form is the same in every mode; what it files depends on the
   * association: a restructuring centre (csj) takes restructuring consultations as tasks, every
   * other association out-of-court restructuring (court-reform) applications.
   */
  @PublicWriteLimit('submitApply')
  @Idempotent('applicant/submitApply')
  @Post('submitApply')
  async submitApply(
    @Body(new ZodValidationPipe(submitApplySchema)) body: SubmitApplyRequest,
    @Req() request: FastifyRequest,
    @CommandId() requestId: string,
  ): Promise<SubmitApplyResponse> {
    const channel = channelOf(request);
    const at = new Date().toISOString();
    if (caseKindOf(await this.tenants.byChannel(channel)) === 'court-reform') {
      return this.commands.execute(new SubmitCourtReformApplicationCommand(channel, body, requestId, at));
    }
    const applicant: Actor = { kind: 'applicant', id: body.contactPhone, name: body.contactName };
    const task = await this.commands.execute<SubmitRestructuringApplicationCommand, RestructuringApplyResponse>(
      new SubmitRestructuringApplicationCommand(channel, body, applicant, requestId, at),
    );
    return { caseId: task.taskId, caseNumber: task.taskNumber };
  }

  @PublicWriteLimit('progressQuery')
  @Get('progress')
  async progress(
    @Query(new ZodValidationPipe(progressQuerySchema)) query: ProgressQuery,
    @Req() request: FastifyRequest,
  ): Promise<ProgressView> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const view = await this.cases.progress(tenant.tenantId, caseKindOf(tenant), query.caseNumber, query.contactPhone);
    if (!view) throw ApiError.notFound('未查询到该案件，请核对案件编号和手机号');
    return view;
  }
}

/** What an association's applicants file: restructuring centres (csj) take tasks. */
const caseKindOf = (tenant: Tenant): ProgressView['kind'] => (tenant.config.cmsMode === 'csj' ? 'restructuring-task' : 'court-reform');
