import 'reflect-metadata';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadPlatformConfig } from '@bk/infrastructure';
import { AppModule } from './app.module';
import { ApiErrorFilter } from './common/api-error.filter';
import { EnvelopeInterceptor } from './common/envelope.interceptor';
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
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter({ trustProxy: true }), {
    logger: ['error', 'warn', 'log'],
  });
  await app.register(fastifyCookie);
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
  await registerWebRoutes(app.getHttpAdapter().getInstance(), repoRoot, commitId());
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen(config.http.port, host);
  console.log(`[api] listening on http://${host}:${config.http.port}`);
};

bootstrap().catch((error: unknown) => {
  console.error('[api] failed to start', error);
  process.exit(1);
});
