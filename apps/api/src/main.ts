import 'reflect-metadata';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { IMPORT_MAX_BYTES, loadPlatformConfig } from '@bk/infrastructure';
import { AppModule } from './app.module';
import { ApiErrorFilter } from './common/api-error.filter';
import { EnvelopeInterceptor } from './common/envelope.interceptor';
import { frameworkErrorHandler, installHttpEdge, tooManyAttempts } from './edge/http-edge';
import { postgresRateLimitStore } from './edge/postgres-rate-limit-store';
import { APP_DATA_SOURCE } from './infrastructure/tokens';
import { LAW_FIRM_BATCH_ADD_PATH } from './member-organ/law-firm.controller';
import { RouteCatalogue } from './openapi/route-catalogue';
import { serveOpenApi } from './openapi/serve-openapi';
import { TenantService } from './tenant/tenant.service';
import { registerWebRoutes } from './web-routes';

const repoRoot = join(__dirname, '..', '..', '..');

const commitId = (): string => {
  if (process.env.BK_COMMIT_ID) return process.env.BK_COMMIT_ID;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
};

const bootstrap = async (): Promise<void> => {
  const config = loadPlatformConfig();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    new FastifyAdapter({ trustProxy: config.http.trustProxy, frameworkErrors: frameworkErrorHandler }),
    // JSON bodies are parsed by the edge (installHttpEdge): UTF-8, size and depth checked first.
    { logger: ['error', 'warn', 'log'], bodyParser: false },
  );
  await app.register(fastifyCookie);
  // Only lawfirm/batchAdd reads multipart (the edge refuses it elsewhere): one .xlsx, within the import's limit.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: IMPORT_MAX_BYTES } });
  await installHttpEdge(app.getHttpAdapter().getInstance(), {
    trustedOrigins: config.http.trustedOrigins,
    // Browsers PUT uploads to, and download from, the object store's public origin.
    storeOrigins: [new URL(config.storage.publicEndpoint).origin],
    multipartPaths: [LAW_FIRM_BATCH_ADD_PATH],
  });
  // Routes opt in with @RouteConfig({ rateLimit }) (the sign-in); counted per client address.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.get<DataSource>(APP_DATA_SOURCE)),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (request, context) => tooManyAttempts(request, context.ttl),
  });
  // Spec §8: only HTTP 200 counts as success, so POSTs answer 200 rather than Nest's default 201.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode === 201) void reply.code(200);
      return payload;
    });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiErrorFilter());
  app.useGlobalInterceptors(new EnvelopeInterceptor());
  app.enableShutdownHooks();
  serveOpenApi(app.getHttpAdapter().getInstance(), () => app.get(RouteCatalogue).routes('api'), commitId());
  const tenants = app.get(TenantService);
  await registerWebRoutes(app.getHttpAdapter().getInstance(), repoRoot, commitId(), (channel) => tenants.portalBootstrap(channel));
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen(config.http.port, host);
  console.log(`[api] listening on http://${host}:${config.http.port}`);
};

bootstrap().catch((error: unknown) => {
  console.error('[api] failed to start', error);
  process.exit(1);
});
