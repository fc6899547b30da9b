import { Controller, Get, Query } from '@nestjs/common';
import { investorRefSchema, type InvestorAuthenticationInfo } from '@bk/contracts';
import { ContentKinds, investorAuthenticationFieldKeys, PermissionKeys } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ContentReadModel } from '../content/queries/content-read-model';

const declared = investorAuthenticationFieldKeys.map((key) => ContentKinds.investor.fields.find((field) => field.key === key)!);

/**
 * The investor pool's authentication info: an investor (a content item of kind `investor`) with
 * the fields its kind declares as its authentication, each with its label and displayed text.
 */
@Controller('v1/investor')
export class InvestorController {
  constructor(private readonly content: ContentReadModel) {}

  @RequirePermission(PermissionKeys.investorPoolQuery)
  @Get('getAuthenticationInfo')
  async authenticationInfo(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(investorRefSchema)) query: { contentId: string }): Promise<InvestorAuthenticationInfo> {
    const item = await this.content.detail(staff.tenantId, query.contentId);
    if (item?.kind !== 'investor') throw ApiError.notFound('投资人不存在');
    const fields = declared.map((field) => {
      const value = item.fields[field.key] ?? null;
      const text = Array.isArray(value) ? value.join('、') : ((value as string | null) ?? '');
      const display = field.options?.find((option) => option.value === text)?.zh ?? text;
      return { key: field.key, label: field.label, value, display };
    });
    return {
      contentId: item.contentId,
      name: item.title,
      status: item.status,
      // Authenticated once every authentication field is filled in.
      authenticated: fields.every((field) => field.display.trim() !== ''),
      fields,
    };
  }
}
