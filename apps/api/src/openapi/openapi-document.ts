import { z } from 'zod';
import { IdempotencyHeader, PORTAL_SESSION_COOKIE, RequestHeaders, SESSION_COOKIE } from '@bk/contracts';
import type { CatalogueRoute } from './route-catalogue';

type JsonSchema = Record<string, unknown>;

export const SERVER_SENT_EVENTS_TAG = 'server-sent-events';
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; description?: string };

/** JSON Schema 2020-12 is OpenAPI 3.1's own dialect: zod's output goes in unchanged. */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** A query schema becomes one parameter per property; its refinements still run at the edge. */
const queryParameters = (schema: z.ZodType): Parameter[] => {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
};

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

const channelHeader: Parameter = {
  name: RequestHeaders.channel,
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: 'The association (channel) the call speaks for; public calls may send `_channel` in the query instead.',
};

const idempotencyHeader: Parameter = {
  name: IdempotencyHeader,
  in: 'header',
  required: false,
  schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,128}$' },
  description: 'One key per submission attempt: a repeat with the same key returns the first result instead of creating again.',
};

const describeAccess = (route: CatalogueRoute): string => {
  if (route.isPublic) return 'Public: no sign-in.';
  if (route.isPortalUser) return 'A signed-in portal user (mobile number and SMS code); staff sessions are refused.';
  if (route.isStepActor) return "The step's actor: a portal session for the applicant's steps, a staff session with the case kind's keys for staff steps.";
  if (route.permissionKeys.length === 0) return 'Any signed-in user of the association.';
  return `Needs one of the permission keys: ${route.permissionKeys.map((key) => `\`${key}\``).join(', ')}.`;
};

const operation = (route: CatalogueRoute): JsonSchema => {
  const parameters: Parameter[] = [
    ...route.pathParameters.map((name): Parameter => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    channelHeader,
    ...(route.query ? queryParameters(route.query) : []),
  ];
  if (route.idempotent) parameters.push(idempotencyHeader);
  for (const header of route.headerParameters) parameters.push({ name: header.name, in: 'header', required: false, schema: { type: 'string' }, description: header.description });
  const success = route.serverSentEvents
    ? { description: 'A stream of server-sent events', content: { 'text/event-stream': { schema: { type: 'string' } } } }
    : route.fileMediaType
      ? { description: 'The file', content: { [route.fileMediaType]: { schema: { type: 'string', contentMediaType: route.fileMediaType } } } }
      : { description: 'Success', content: { 'application/json': { schema: envelope({}) } } };
  return {
    operationId: `${route.controller}.${route.handler}`,
    // Streams are tagged so tools that expect a request to end (the fuzz stage) can leave them out.
    tags: [route.controller.replace(/Controller$/, ''), ...(route.serverSentEvents ? [SERVER_SENT_EVENTS_TAG] : [])],
    summary: describeAccess(route),
    parameters,
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } } } : {}),
    ...(route.multipartFile
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [route.multipartFile.field],
                  properties: { [route.multipartFile.field]: { type: 'string', contentMediaType: route.multipartFile.mediaType } },
                },
              },
            },
          },
        }
      : {}),
    ...(route.isPublic ? { security: [] } : route.isPortalUser ? { security: [{ portalSession: [] }] } : route.isStepActor ? { security: [{ session: [] }, { portalSession: [] }] } : {}),
    'x-permission-keys': route.permissionKeys,
    responses: {
      '200': success,
      default: {
        description: 'Refused or failed: the envelope says why (spec §8); 403 with code 401 means not signed in.',
        content: { 'application/json': { schema: envelope({}) } },
      },
    },
  };
};

/** The OpenAPI 3.1 document of every endpoint, built from the routes and the zod schemas that validate them. */
export const openApiDocument = (routes: readonly CatalogueRoute[], version: string): JsonSchema => {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    (paths[route.path] ??= {})[route.method] = operation(route);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Bankruptcy-affairs platform API',
      version,
      description:
        'Every call answers in the envelope {code, msg, data}. Staff sign in with POST /api/v1/login; portal users with POST /api/v1/portal/auth/login (mobile and SMS code); each session travels in an httpOnly cookie of its own.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        portalSession: { type: 'apiKey', in: 'cookie', name: PORTAL_SESSION_COOKIE },
      },
    },
    paths,
  };
};
