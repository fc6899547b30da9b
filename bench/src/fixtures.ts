import { join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { exampleCreditCode, type CourtReformState, type MatterCommand } from '@bk/domain';
import type { StoredEvent } from '@bk/infrastructure';

/** Demo association the HTTP figures run against (its staff come from `platform_cli seed`). */
export const BENCH_CHANNEL = 'szpca';
export const DEMO_ALLOCATOR = { loginId: 'allocator', password: 'Demo@2026' };
/** Holds roster:edit (the administrator role), for the roster import. */
export const DEMO_ADMIN = { loginId: 'admin', password: 'Demo@2026' };

/** The repository root: scripts/stack/env.sh exports ROOT; otherwise bench/dist/.. /.. */
export const repoRoot = (): string => process.env.ROOT ?? join(__dirname, '..', '..');

/** Valid-by-construction unified social credit codes (GB 32100 check character), unique per n. */
export const creditCode = (n: number): string => exampleCreditCode(String(n % 1_000_000_000));

export const mobile = (n: number): string => `139${String(n % 100_000_000).padStart(8, '0')}`;

/** A realistic portal application (the fields and sizes the portal form sends). */
export const application = (n: number) => ({
  enterpriseName: `基准测试企业${n}有限公司`,
  creditCode: creditCode(n),
  contactName: '张三',
  contactPhone: mobile(n),
  description: '受市场环境影响，企业资金链紧张，主要债权人同意协商，现申请庭外重组，请协会安排承办人对接。',
});

/**
 * Product modules that live in apps (not libraries). The Nx boundary rule forbids importing an app
 * from another project, so the bench loads their compiled output (built by scripts/lib.sh
 * build_all) at run time, typed here by the small surface it uses.
 */
export type WorkersRebuild = {
  rebuildCaseProjections: (system: DataSource) => Promise<{ events: number; tenants: number }>;
};
export type WorkersTodoCounts = {
  applyTodoCountDelta: (
    manager: EntityManager,
    tenantId: string,
    delta: Record<'assignment' | 'handling' | 'issuance' | 'taskAssignment' | 'taskAcceptance' | 'taskHandling', number>,
  ) => Promise<void>;
  recountTodoCounts: (manager: EntityManager, tenantId: string) => Promise<void>;
};
export type HistoryStepLike = { version: number; stateAfter: CourtReformState };
export type ApiCaseHistory = {
  historyOf: (events: readonly StoredEvent[]) => HistoryStepLike[];
  stateAsOf: (history: readonly HistoryStepLike[], point: { version: number } | { at: string }) => HistoryStepLike | undefined;
};

/** The aggregate kit and the matter aggregate, to open the bench's matters as the console would. */
export type ApiAggregateStore = {
  AggregateStore: new (dataSource: DataSource) => {
    execute: (kind: unknown, target: { tenantId: string; id: string; commandId: string }, command: MatterCommand) => Promise<unknown>;
  };
};
export type ApiImMatter = { imMatter: unknown };

const loadCompiled = <T>(relativePath: string): T => {
  const file = join(repoRoot(), relativePath);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as T;
};

export const appModules = {
  rebuild: () => loadCompiled<WorkersRebuild>('apps/workers/dist/projections/rebuild-case-projections.js'),
  todoCounts: () => loadCompiled<WorkersTodoCounts>('apps/workers/dist/projections/todo-counts.projection.js'),
  caseHistory: () => loadCompiled<ApiCaseHistory>('apps/api/dist/audit/case-history.js'),
  aggregateStore: () => loadCompiled<ApiAggregateStore>('apps/api/dist/aggregates/aggregate-store.js'),
  imMatter: () => loadCompiled<ApiImMatter>('apps/api/dist/im/im-matter-aggregate.js'),
};
