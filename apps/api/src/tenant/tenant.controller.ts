import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { channelQuerySchema, type ChannelConfig, type TenantResolution } from '@bk/contracts';
import { Public } from '../auth/access.decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { TenantService } from './tenant.service';

const configBodySchema = z.object({ channel: z.string().trim().min(1).max(64) });

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
  async config(@Body(new ZodValidationPipe(configBodySchema)) body: { channel: string }): Promise<ChannelConfig> {
    return (await this.tenants.byChannel(body.channel)).config;
  }
}
