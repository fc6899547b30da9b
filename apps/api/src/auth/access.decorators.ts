import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { PermissionKey } from '@bk/domain';
import type { FastifyRequest } from 'fastify';
import type { StaffPrincipal } from './staff-principal';

export const PUBLIC_ROUTE = 'bk:public';
export const REQUIRED_PERMISSION = 'bk:permission';
export const TEMPORARY_PASSWORD_ALLOWED = 'bk:temporary-password-allowed';

/** Reachable while the account still has its temporary password (who am I, change it). */
export const AllowTemporaryPassword = (): MethodDecorator => SetMetadata(TEMPORARY_PASSWORD_ALLOWED, true);

/** No login needed (the portal, tenant resolution, the dashboard's data). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/**
 * The permission key (rightKey) the server checks before the handler runs. With several keys any
 * one admits; the handler then narrows to the key the case's state calls for (rejectCase).
 */
export const RequirePermission = (...keys: [PermissionKey, ...PermissionKey[]]): MethodDecorator & ClassDecorator =>
  SetMetadata(REQUIRED_PERMISSION, keys);

export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffPrincipal => {
  const principal = context.switchToHttp().getRequest<FastifyRequest & { staff?: StaffPrincipal }>().staff;
  if (!principal) throw new Error('CurrentStaff used on a public route');
  return principal;
});
