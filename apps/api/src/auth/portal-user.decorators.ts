import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import type { PortalPrincipal } from '../portal-account/portal-principal';

export const PORTAL_USER_ROUTE = 'bk:portal-user';

/**
 * A portal-user endpoint: AccessGuard admits only a portal session (the portal cookie) of the
 * request's association, never a staff session, and attaches the user for @CurrentPortalUser().
 */
export const PortalUserRoute = (): MethodDecorator & ClassDecorator => SetMetadata(PORTAL_USER_ROUTE, true);

export const STEP_ACTOR_ROUTE = 'bk:step-actor';

/**
 * A call a process step's actor makes, whoever the step's actor is (the form-step calls: the
 * applicant's step from the portal, a handler's from the console). AccessGuard admits a staff
 * session or a portal session of the request's association and attaches each it finds; the
 * handler then uses the one the step declares, so a step still opens only with its actor's kind
 * of session.
 */
export const StepActorRoute = (): MethodDecorator & ClassDecorator => SetMetadata(STEP_ACTOR_ROUTE, true);

export type PortalUserRequest = FastifyRequest & { portalUser?: PortalPrincipal };

/** The signed-in portal user: id, mobile, association, name and certification state. */
export const CurrentPortalUser = createParamDecorator((_data: unknown, context: ExecutionContext): PortalPrincipal => {
  const principal = context.switchToHttp().getRequest<PortalUserRequest>().portalUser;
  if (!principal) throw new Error('CurrentPortalUser used outside a @PortalUserRoute()');
  return principal;
});

/** Personal consultations and the like: refused until the user's identity is certified. */
export const requireCertifiedPortalUser = (user: PortalPrincipal): void => {
  if (user.certification !== 'certified') {
    throw new ApiError(403, 403, '请先完成实名认证', { reason: 'CERTIFICATION_REQUIRED' });
  }
};
