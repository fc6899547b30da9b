import { Body, Controller, Inject, Post } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { applicantPageSchema, type ApplicantApplication, type Page, type PageRequest } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { CurrentPortalUser, PortalUserRoute } from '../auth/portal-user.decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import type { PortalPrincipal } from './portal-principal';

/** The case kinds a portal applicant files (out-of-court restructuring, or a centre's restructuring consultation). */
const APPLICATION_KINDS = ['court-reform', 'restructuring-task'];

/**
 * "My applications" of the signed-in portal user (spec §7, POST /api/v1/applicant/page): the
 * applications filed with the mobile number they signed in with. Applications are filed without
 * an account (their contact phone is all they carry), so the number the code was sent to is what
 * proves they are the applicant's; an application filed with another number is not listed.
 */
@PortalUserRoute()
@Controller('v1/applicant')
export class PortalApplicationsController {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  @Post('page')
  page(@CurrentPortalUser() user: PortalPrincipal, @Body(new ZodValidationPipe(applicantPageSchema)) page: PageRequest): Promise<Page<ApplicantApplication>> {
    return inTenantTransaction(this.dataSource, user.tenantId, async (manager) => {
      const keyword = page.keyword ? `%${page.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `contact_phone = $1 AND kind = ANY($2::text[]) AND ($3::text IS NULL OR case_number ILIKE $3 OR enterprise_name ILIKE $3)`;
      const params = [user.mobile, APPLICATION_KINDS, keyword];
      const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM case_read WHERE ${where}`, params)) as [{ total: number }];
      const list: ApplicantApplication[] = await manager.query(
        `SELECT case_id AS "caseId", kind, case_number AS "caseNumber", enterprise_name AS "enterpriseName", state_code AS "stateCode",
           submitted_at AS "submittedAt", updated_at AS "updatedAt"
         FROM case_read WHERE ${where} ORDER BY submitted_at DESC, case_number DESC LIMIT $4 OFFSET $5`,
        [...params, page.pageSize, (page.pageNum - 1) * page.pageSize],
      );
      return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
    });
  }
}
