import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  channelConfigRequestSchema,
  channelQuerySchema,
  type ChannelConfig,
  type ChannelConfigRequest,
  type TenantResolution,
} from '@bk/contracts';
import { Public } from '../auth/access.decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { TenantService } from './tenant.service';

@Controller()
export class TenantController {
  constructor(private readonly tenants: TenantService) {}

  @Public()
  @Get('noauth/v1/tenant')
  async resolve(@Query(new ZodValidationPipe(channelQuerySchema)) query: { _channel: string }): Promise<TenantResolution> {
    const tenant = await this.tenants.byChannel(query._channel);
    return { tenantId: tenant.tenantId };
  }

  @Public()
  @Post('noauth/v1/associatio/config')
  async config(@Body(new ZodValidationPipe(channelConfigRequestSchema)) body: ChannelConfigRequest): Promise<ChannelConfig> {
    // Uncached: a change saved on the back office shows on the very next page load.
    return (await this.tenants.fresh(body.channel)).config;
  }
}
