import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  progressQuerySchema,
  submitApplySchema,
  type ProgressQuery,
  type ProgressView,
  type SubmitApplyRequest,
  type SubmitApplyResponse,
} from '@bk/contracts';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { SubmitCourtReformApplicationCommand } from './commands/submit-court-reform-application.command';
import { CaseReadModel } from './queries/case-read-model';

/** The portal's applicant calls: submit an out-of-court restructuring application, follow its progress. */
@Public()
@Controller('v1/applicant')
export class ApplicantController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tenants: TenantService,
    private readonly cases: CaseReadModel,
  ) {}

  @Post('submitApply')
  submitApply(
    @Body(new ZodValidationPipe(submitApplySchema)) body: SubmitApplyRequest,
    @Req() request: FastifyRequest,
  ): Promise<SubmitApplyResponse> {
    return this.commands.execute(
      new SubmitCourtReformApplicationCommand(channelOf(request), body, randomUUID(), new Date().toISOString()),
    );
  }

  @Get('progress')
  async progress(
    @Query(new ZodValidationPipe(progressQuerySchema)) query: ProgressQuery,
    @Req() request: FastifyRequest,
  ): Promise<ProgressView> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const view = await this.cases.progress(tenant.tenantId, query.caseNumber, query.contactPhone);
    if (!view) throw ApiError.notFound('未查询到该案件，请核对案件编号和手机号');
    return view;
  }
}
