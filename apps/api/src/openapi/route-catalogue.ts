import { Injectable, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA, SSE_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { z } from 'zod';
import type { PermissionKey } from '@bk/domain';
import { PUBLIC_ROUTE, REQUIRED_PERMISSION } from '../auth/access.decorators';
import { PORTAL_USER_ROUTE, STEP_ACTOR_ROUTE } from '../auth/portal-user.decorators';
import { IDEMPOTENT_SCOPE } from '../common/idempotency/idempotency-metadata';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { FILE_RESPONSE } from './file-response.decorator';
import { HEADER_PARAMETERS, MULTIPART_FILE, type HeaderParameterShape, type MultipartFileShape } from './request-shape.decorators';

/** One HTTP endpoint as Nest registered it, with what the edge validates and checks. */
export type CatalogueRoute = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, with the global prefix and path parameters in braces: /api/noauth/v1/feeds/{associationId}/{file}. */
  path: string;
  /** The names of the path's parameters, in order. */
  pathParameters: readonly string[];
  controller: string;
  handler: string;
  isPublic: boolean;
  /** Only a signed-in portal user (the portal session cookie), never staff. */
  isPortalUser: boolean;
  /** A process step's call: either kind of session, the step's actor decides (StepActorRoute). */
  isStepActor: boolean;
  /** Any one of these admits (empty: any signed-in user). */
  permissionKeys: readonly PermissionKey[];
  body?: z.ZodType;
  query?: z.ZodType;
  serverSentEvents: boolean;
  /** The media type of a file the route answers with (FileResponse), instead of the envelope. */
  fileMediaType?: string;
  idempotent: boolean;
  /** A multipart upload's file field, instead of a JSON body. */
  multipartFile?: MultipartFileShape;
  /** Optional headers the route reads besides the ones every call sends. */
  headerParameters: readonly HeaderParameterShape[];
};

type RouteArgument = { index: number; data?: unknown; pipes?: unknown[] };

const METHODS: Partial<Record<RequestMethod, CatalogueRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const joinPath = (...parts: string[]): string => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;

/** Nest (like Express) names a path parameter `:name`; OpenAPI writes `{name}`. */
const PATH_PARAMETER = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

const openApiPath = (path: string): { path: string; pathParameters: string[] } => {
  const pathParameters: string[] = [];
  const segments = path.split('/').map((segment) => {
    const name = PATH_PARAMETER.exec(segment)?.[1];
    if (name === undefined) return segment;
    pathParameters.push(name);
    return `{${name}}`;
  });
  return { path: segments.join('/'), pathParameters };
};

const schemaOf = (argument: RouteArgument | undefined): z.ZodType | undefined =>
  argument?.pipes?.find((pipe): pipe is ZodValidationPipe<z.ZodType> => pipe instanceof ZodValidationPipe)?.schema;

/**
 * Every route of every controller, read from the metadata Nest itself routes by. Nothing is
 * declared twice: the OpenAPI document, the permission test and the fuzz stage all start here,
 * so a new endpoint joins them the moment it exists.
 */
@Injectable()
export class RouteCatalogue {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  routes(globalPrefix: string): CatalogueRoute[] {
    return this.discovery.getControllers().flatMap(({ instance, metatype }) => {
      if (!instance || !metatype) return [];
      const controllerPath = String(this.reflector.get<string | string[]>(PATH_METADATA, metatype) ?? '');
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      return this.scanner.getAllMethodNames(prototype).flatMap((name) => {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const method = METHODS[this.reflector.get<RequestMethod>(METHOD_METADATA, handler)];
        const declaredPath = this.reflector.get<string | string[] | undefined>(PATH_METADATA, handler);
        if (method === undefined || declaredPath === undefined) return [];
        // A handler may answer under several paths (the spec's name beside the one the console uses).
        const routePaths = typeof declaredPath === 'string' ? [declaredPath] : declaredPath;
        const targets = [handler, metatype];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<string, RouteArgument>;
        const argument = (type: RouteParamtypes) => Object.entries(args).find(([key]) => key.startsWith(`${type}:`))?.[1];
        return routePaths.map((routePath, index) => ({
            method,
            ...openApiPath(joinPath(globalPrefix, controllerPath, routePath)),
            controller: metatype.name,
            // Operation ids stay unique: the second path of a handler is named after the path.
            handler: index === 0 ? name : `${name}As${routePath.charAt(0).toUpperCase()}${routePath.slice(1).replace(/\W/g, '')}`,
            isPublic: this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false,
            isPortalUser: this.reflector.getAllAndOverride<boolean>(PORTAL_USER_ROUTE, targets) ?? false,
            isStepActor: this.reflector.getAllAndOverride<boolean>(STEP_ACTOR_ROUTE, targets) ?? false,
            permissionKeys: this.reflector.getAllAndOverride<PermissionKey[]>(REQUIRED_PERMISSION, targets) ?? [],
            body: schemaOf(argument(RouteParamtypes.BODY)),
            query: schemaOf(argument(RouteParamtypes.QUERY)),
            serverSentEvents: this.reflector.get<boolean>(SSE_METADATA, handler) ?? false,
            fileMediaType: this.reflector.get<string | undefined>(FILE_RESPONSE, handler),
            idempotent: this.reflector.get<string>(IDEMPOTENT_SCOPE, handler) !== undefined,
            multipartFile: this.reflector.get<MultipartFileShape | undefined>(MULTIPART_FILE, handler),
            headerParameters: this.reflector.getAllAndOverride<HeaderParameterShape[]>(HEADER_PARAMETERS, targets) ?? [],
          }));
      });
    });
  }
}
