import { Controller, Get, HttpStatus, Inject, Res, type OnModuleDestroy } from '@nestjs/common';
import type { Client } from '@temporalio/client';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { createKafka, type ObjectStore, type PlatformConfig } from '@bk/infrastructure';
import { Public } from '../auth/access.decorators';
import { APP_DATA_SOURCE, OBJECT_STORE, PLATFORM_CONFIG, TEMPORAL_CLIENT } from '../infrastructure/tokens';

type Check = { status: 'up' | 'down'; latencyMs: number; error?: string };
type HealthReport = { status: 'up' | 'down'; checks: { postgres: Check; temporal: Check; kafka: Check; objectStore: Check } };

const CHECK_TIMEOUT_MS = 3000;

const timed = async (probe: () => Promise<unknown>): Promise<Check> => {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Date.now() - started };
  } catch (error) {
    return { status: 'down', latencyMs: Date.now() - started, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
};

/** GET /api/health: each dependency with its latency; 200 only when all are up. */
@Controller()
export class HealthController implements OnModuleDestroy {
  private readonly kafkaAdmin;

  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TEMPORAL_CLIENT) private readonly temporal: Client,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    @Inject(OBJECT_STORE) private readonly objectStore: ObjectStore,
  ) {
    this.kafkaAdmin = createKafka(config, 'api-health').admin();
  }

  @Public()
  @Get('health')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const [postgres, temporal, kafka, objectStore] = await Promise.all([
      timed(() => this.dataSource.query('SELECT 1')),
      timed(() => this.temporal.workflowService.getSystemInfo({})),
      timed(async () => {
        await this.kafkaAdmin.connect();
        await this.kafkaAdmin.describeCluster();
      }),
      // The bucket exists and the configured credentials may use it (HeadBucket).
      timed(() => this.objectStore.ping()),
    ]);
    const allUp = [postgres, temporal, kafka, objectStore].every((check) => check.status === 'up');
    const report: HealthReport = { status: allUp ? 'up' : 'down', checks: { postgres, temporal, kafka, objectStore } };
    void reply
      .status(allUp ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .send({ code: allUp ? 200 : 503, msg: allUp ? 'success' : 'dependency down', data: report });
  }

  async onModuleDestroy(): Promise<void> {
    await this.kafkaAdmin.disconnect();
  }
}
