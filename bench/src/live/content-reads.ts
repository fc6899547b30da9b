import type { ContentCommandResponse, ContentDetail, Page, PublicContent } from '@bk/contracts';
import { BENCH_CHANNEL, DEMO_ADMIN } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, runClosedLoop, type Row } from '../stats';

export const SECTION_CONTENT = '8. content list and detail reads';

export type ContentLoads = { levels: number[]; requestsPerLevel: number; warmup: number; items: number };

const CMS = '/api/v1/cms/content';
const PAGE_SIZE = 10;

/** A realistic news item: a title and a few paragraphs, about what the demo content carries. */
const newsItem = (n: number) => ({
  kind: 'news',
  title: `基准测试：协会召开破产审判府院联动工作会议（${n}）`,
  body:
    '<p>协会召开破产审判府院联动工作会议，总结全年破产案件办理情况，部署下一阶段债权申报、预重整与个人破产试点工作。</p>'.repeat(4) +
    '<p>会议强调要提升破产办理质效，健全府院联动机制，为市场主体有序退出和重整再生提供保障。</p>',
});

type Endpoint = { name: string; call: (index: number) => Promise<unknown>; baseline?: string };

/**
 * Figure 7: the content reads the portal and the back office make most (the news list and one
 * news item, through the content kit's generic calls), at each concurrency level, each against
 * the cheapest endpoint of its kind measured in the same level: public reads against
 * GET /api/noauth/v1/tenant (channel resolution, no login), staff reads against
 * GET /api/v1/user/getLoginUser (the session check alone). Reads rotate over `items` published
 * news items the bench creates first in the bench association.
 */
export const benchContentReads = async (port: number, loads: ContentLoads, log: (line: string) => void): Promise<Row[]> => {
  const maxLevel = Math.max(...loads.levels);
  const visitor = new HttpClient(port, BENCH_CHANNEL, maxLevel);
  const editor = await new HttpClient(port, BENCH_CHANNEL, maxLevel).login(DEMO_ADMIN.loginId, DEMO_ADMIN.password);

  log(`seeding ${loads.items} published news items`);
  const ids: string[] = [];
  for (let n = 0; n < loads.items; n++) {
    const saved = await editor.ok<ContentCommandResponse>('POST', `${CMS}/saveOrUpdateCmsContent`, newsItem(n));
    await editor.ok('POST', `${CMS}/doOnOffCmsContent`, { contentId: saved.contentId, version: saved.version, published: true });
    ids.push(saved.contentId);
  }
  // The read models are projections: wait until the last item is published there too.
  const last = ids[ids.length - 1]!;
  for (let attempt = 0; ; attempt++) {
    const detail = await editor.ok<ContentDetail | null>('GET', `${CMS}/getCmsContentDetail?contentId=${last}`).catch(() => null);
    if (detail?.status === 'published') break;
    if (attempt > 600) throw new Error('the seeded news items never reached the read model');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const at = (index: number): string => ids[index % ids.length]!;
  const publicBaseline = (level: number) => `GET noauth/v1/tenant (public) c=${level}`;
  const staffBaseline = (level: number) => `GET getLoginUser (staff session) c=${level}`;
  const endpoints = (level: number): Endpoint[] => [
    { name: publicBaseline(level), call: () => visitor.ok('GET', `/api/noauth/v1/tenant?_channel=${BENCH_CHANNEL}`) },
    {
      name: `POST noauth v2/home/news (page of ${PAGE_SIZE}) c=${level}`,
      call: (index) => visitor.ok<Page<PublicContent>>('POST', '/api/noauth/v2/home/news', { pageNum: (index % 3) + 1, pageSize: PAGE_SIZE }),
      baseline: publicBaseline(level),
    },
    { name: `GET noauth home/content/detail c=${level}`, call: (index) => visitor.ok('GET', `/api/noauth/v1/home/content/detail?contentId=${at(index)}`), baseline: publicBaseline(level) },
    { name: staffBaseline(level), call: () => editor.ok('GET', '/api/v1/user/getLoginUser') },
    {
      name: `POST getCmsContentPage news (page of ${PAGE_SIZE}) c=${level}`,
      call: (index) => editor.ok('POST', `${CMS}/getCmsContentPage`, { kind: 'news', pageNum: (index % 3) + 1, pageSize: PAGE_SIZE }),
      baseline: staffBaseline(level),
    },
    { name: `GET getCmsContentDetail c=${level}`, call: (index) => editor.ok('GET', `${CMS}/getCmsContentDetail?contentId=${at(index)}`), baseline: staffBaseline(level) },
  ];

  log(`warm-up: ${loads.warmup} calls of each endpoint`);
  for (let i = 0; i < loads.warmup; i++) for (const endpoint of endpoints(1)) await endpoint.call(i);

  const rows: Row[] = [];
  for (const level of loads.levels) {
    log(`concurrency ${level}: ${loads.requestsPerLevel} × ${endpoints(level).length} endpoints`);
    for (const endpoint of endpoints(level)) {
      const result = await runClosedLoop(loads.requestsPerLevel, level, async (index) => void (await endpoint.call(index)));
      rows.push(
        latencyRow(SECTION_CONTENT, endpoint.name, result.latencies, {
          rate: result.rate,
          rateUnit: 'req/s',
          ...(endpoint.baseline ? { baseline: endpoint.baseline, ratioKind: 'latency' as const } : {}),
        }),
      );
    }
  }
  visitor.close();
  editor.close();
  return rows;
};
