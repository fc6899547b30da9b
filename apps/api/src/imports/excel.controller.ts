import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { excelTemplateSchema, rosterImportJobRefSchema } from '@bk/contracts';
import { lawFirmImportSheet, PermissionKeys, rosterImportSheet, type ImportSheet, type PermissionKey } from '@bk/domain';
import { importTemplate, XLSX_CONTENT_TYPE } from '@bk/infrastructure';
import type { z } from 'zod';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { FileResponse } from '../openapi/file-response.decorator';
import { attachment } from './attachment';
import { ExcelImports } from './excel-imports';

/** Each import's template: its sheet, the key that may import it, and its file name. */
const templates: Record<z.infer<typeof excelTemplateSchema>['templateType'], { sheet: ImportSheet; key: PermissionKey; fileName: string }> = {
  roster: { sheet: rosterImportSheet, key: PermissionKeys.rosterEdit, fileName: '名录导入模板.xlsx' },
  lawfirm: { sheet: lawFirmImportSheet, key: PermissionKeys.lawFirmEdit, fileName: '律所导入模板.xlsx' },
};

/** The spec's Excel calls (func/excel): an import's template, and the roster import's error file. */
@Controller('v1/func/excel')
export class ExcelController {
  constructor(private readonly imports: ExcelImports) {}

  /** Either import's key opens the call; the template asked for then needs its own. */
  @RequirePermission(PermissionKeys.rosterEdit, PermissionKeys.lawFirmEdit)
  @FileResponse(XLSX_CONTENT_TYPE)
  @Post('getTemplates')
  async template(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(excelTemplateSchema)) body: z.infer<typeof excelTemplateSchema>, @Res() reply: FastifyReply): Promise<void> {
    const template = templates[body.templateType];
    if (!staff.rightKeys.includes(template.key)) throw ApiError.forbidden();
    await reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachment(template.fileName)).send(await importTemplate(template.sheet));
  }

  @RequirePermission(PermissionKeys.rosterEdit)
  @FileResponse(XLSX_CONTENT_TYPE)
  @Get('downloadErrFile')
  async errorFile(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(rosterImportJobRefSchema)) query: { jobId: string }, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.imports.errorFile({ kind: 'roster' }, staff.tenantId, query.jobId);
    await reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachment(file.fileName)).send(file.body);
  }
}
