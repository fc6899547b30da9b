import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { importRecordPageSchema, startLawFirmImportJobRefSchema, type ImportJob, type LawFirmCensus, type Page } from '@bk/contracts';
import { memberOrganKinds, PermissionKeys } from '@bk/domain';
import { XLSX_CONTENT_TYPE } from '@bk/infrastructure';
import type { z } from 'zod';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { attachment } from '../imports/attachment';
import { ExcelImports } from '../imports/excel-imports';
import { FileResponse } from '../openapi/file-response.decorator';
import { MultipartFile } from '../openapi/request-shape.decorators';
import { lawFirmImport } from './law-firm-import';
import { memberOrganController } from './member-organ.controller';
import { MemberOrganQueries } from './member-organ-queries';

const LAW_FIRM_PATH = 'v1/lawfirm';
export const LAW_FIRM_BATCH_ADD_PATH = `/api/${LAW_FIRM_PATH}/batchAdd`;

/** The association's law firms: the member-organisation calls; office, user and member calls may name the firm in lawFirmId. */
export const LawFirmController = memberOrganController(LAW_FIRM_PATH, memberOrganKinds.lawfirm);

/** The law firms' figures and their Excel import (batchAdd, its progress, its records and error files). */
@Controller(LAW_FIRM_PATH)
export class LawFirmImportController {
  constructor(
    private readonly queries: MemberOrganQueries,
    private readonly imports: ExcelImports,
  ) {}

  @RequirePermission(PermissionKeys.lawFirmView)
  @Post('census')
  census(@CurrentStaff() staff: StaffPrincipal): Promise<LawFirmCensus> {
    return this.queries.census(staff.tenantId, 'lawfirm');
  }

  /**
   * Starts importing the .xlsx sent as the multipart field `file` (the template from
   * func/excel/getTemplates, templateType lawfirm); answers the job at once (poll batchAdd/job).
   */
  @RequirePermission(PermissionKeys.lawFirmEdit)
  @Idempotent('lawfirm/batchAdd')
  @MultipartFile('file', XLSX_CONTENT_TYPE)
  @Post('batchAdd')
  async batchAdd(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @CommandId() commandId: string): Promise<ImportJob> {
    if (!request.isMultipart()) throw ApiError.badRequest('请以 multipart/form-data 上传由导入模板填写的 .xlsx 文件（字段 file）');
    const part = await request.file();
    if (!part) throw ApiError.badRequest('请选择要导入的 .xlsx 文件');
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw ApiError.badRequest('导入文件过大，请分成多个文件导入');
      throw error;
    });
    return this.imports.startFromUpload(lawFirmImport, staff, { fileName: part.filename, bytes }, commandId);
  }

  @RequirePermission(PermissionKeys.lawFirmEdit)
  @Get('batchAdd/job')
  job(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(startLawFirmImportJobRefSchema)) query: { jobId: string }): Promise<ImportJob> {
    return this.imports.job(lawFirmImport, staff.tenantId, query.jobId);
  }

  /** The firm imports, newest first, with their counts. */
  @RequirePermission(PermissionKeys.lawFirmEdit)
  @Post('recordPage')
  records(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(importRecordPageSchema)) body: z.infer<typeof importRecordPageSchema>): Promise<Page<ImportJob>> {
    return this.imports.records(lawFirmImport, staff.tenantId, body);
  }

  @RequirePermission(PermissionKeys.lawFirmEdit)
  @FileResponse(XLSX_CONTENT_TYPE)
  @Get('downloadErrFile')
  async errorFile(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(startLawFirmImportJobRefSchema)) query: { jobId: string }, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.imports.errorFile(lawFirmImport, staff.tenantId, query.jobId);
    await reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachment(file.fileName)).send(file.body);
  }
}
