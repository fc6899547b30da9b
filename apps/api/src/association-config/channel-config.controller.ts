import { Body, Controller, Get, Inject, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  channelConfigListSchema,
  saveChannelConfigSchema,
  type ChannelConfigListRequest,
  type ChannelConfigSettings,
  type SaveChannelConfigRequest,
} from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import type { ObjectStore } from '@bk/infrastructure';
import { z } from 'zod';
import { CurrentStaff, Public, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { OBJECT_STORE } from '../infrastructure/tokens';
import { StoredFiles } from '../storage/stored-files';
import { TenantService } from '../tenant/tenant.service';
import { ChannelConfigService } from './channel-config.service';
import { ChannelConfigSettingsQuery } from './channel-config-settings';
import { FileResponse } from '../openapi/file-response.decorator';

/** The basicConfig screen's channel configuration (spec §7 POST /api/v1/associatio/config/list and /config). */
@Controller('v1/associatio')
export class ChannelConfigController {
  constructor(
    private readonly settings: ChannelConfigSettingsQuery,
    private readonly configs: ChannelConfigService,
  ) {}

  @RequirePermission(PermissionKeys.basicConfig)
  @Post('config/list')
  list(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(channelConfigListSchema)) body: ChannelConfigListRequest): Promise<ChannelConfigSettings> {
    return this.settings.read(staff.tenantId, staff.channel, body.historySize);
  }

  @RequirePermission(PermissionKeys.basicConfig)
  @Idempotent('associatio/config')
  @Post('config')
  save(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(saveChannelConfigSchema)) body: SaveChannelConfigRequest,
    @CommandId() commandId: string,
  ): Promise<ChannelConfigSettings> {
    return this.configs.save(staff, commandId, body);
  }
}

const iconQuerySchema = z.object({ _channel: z.string().trim().min(1).max(64), fileId: z.uuid({ message: '文件编号无效' }) });

/**
 * The association's icons for the portal (favicon, cross-border pages), served from the object
 * store through the API: only a file that is one of the association's icons right now. The file
 * id is in the address, so each icon is its own URL and may be cached for good.
 */
@Controller('noauth/v1/associatio')
export class ChannelIconController {
  constructor(
    private readonly tenants: TenantService,
    private readonly files: StoredFiles,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  @Public()
  // Verified PNG, JPEG or GIF: the stored file's own type.
  @FileResponse('image/*')
  @Get('icon')
  async icon(@Query(new ZodValidationPipe(iconQuerySchema)) query: z.infer<typeof iconQuerySchema>, @Res() reply: FastifyReply): Promise<void> {
    const tenant = await this.tenants.byChannel(query._channel);
    const current = tenant.values.icoFileId === query.fileId || tenant.values.crossImIcoFileId === query.fileId;
    const file = current ? await this.files.find(tenant.tenantId, query.fileId) : undefined;
    if (!file || file.status !== 'verified') throw ApiError.notFound('图标不存在');
    const bytes = await this.objects.readStart(file.objectKey, file.declaredSize);
    await reply.header('content-type', file.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(bytes));
  }
}
