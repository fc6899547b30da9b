import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  saveUserInfoSchema,
  userCertifyQuerySchema,
  userCertifySchema,
  type CheckUserCertifyResponse,
  type SaveUserInfoRequest,
  type UserCertifyQuery,
  type UserCertifyRequest,
  type UserCertifyResponse,
} from '@bk/contracts';
import { CurrentPortalUser, PortalUserRoute } from '../../auth/portal-user.decorators';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { PublicWriteLimit } from '../../edge/public-write-limits';
import type { PortalPrincipal } from '../portal-principal';
import { PortalCertificationService } from './portal-certification.service';

/** Identity certification of the signed-in portal user (spec §7, /api/v1/auth/). */
@PortalUserRoute()
@Controller('v1/auth')
export class CertificationController {
  constructor(private readonly certification: PortalCertificationService) {}

  /** Starts a check; the local provider decides at once, Alipay answers an address to complete it at. */
  @PublicWriteLimit('certification')
  @Post('alipayUserCertify')
  certify(
    @CurrentPortalUser() user: PortalPrincipal,
    @Body(new ZodValidationPipe(userCertifySchema)) body: UserCertifyRequest,
    @Req() request: FastifyRequest,
  ): Promise<UserCertifyResponse> {
    const returnUrl = `${request.protocol}://${request.host}${body.returnPath ?? `/portal/${user.channel}/userCenter`}`;
    return this.certification.certify(user, body.name, body.citizenId, returnUrl);
  }

  @Post('alipayUserCertifyQuery')
  query(@CurrentPortalUser() user: PortalPrincipal, @Body(new ZodValidationPipe(userCertifyQuerySchema)) body: UserCertifyQuery): Promise<UserCertifyResponse> {
    return this.certification.query(user, body.certifyId);
  }

  @Get('checkUserCertify')
  check(@CurrentPortalUser() user: PortalPrincipal): Promise<CheckUserCertifyResponse> {
    return this.certification.check(user);
  }

  @Post('saveUserInfo')
  async saveUserInfo(@CurrentPortalUser() user: PortalPrincipal, @Body(new ZodValidationPipe(saveUserInfoSchema)) body: SaveUserInfoRequest): Promise<null> {
    await this.certification.saveUserInfo(user, body);
    return null;
  }
}
