import type { AnnouncementCommandResponse, AnnouncementDetail, Page, PublicAnnouncement } from '@bk/contracts';
import { AnnouncementTypes } from '@bk/domain';
import { BENCH_CHANNEL, DEMO_ADMIN } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, runClosedLoop, type Row } from '../stats';

export const SECTION_CONTENT = '7. content list and detail reads';

export type ContentLoads = { levels: number[]; requestsPerLevel: number; warmup: number; items: number };

const CMS = '/api/v1/cms/content';
const PAGE_SIZE = 10;

/** Realistic announcement text: a title and a few paragraphs, about what the demo content carries. */
const announcement = (n: number) => ({
  announcementType: AnnouncementTypes.investorRecruitment.code,
  title: `基准测试重整投资人招募公告${n}`,
  summary: '',
  body:
    '<p>管理人现公开招募重整投资人，意向投资人请于公告发布之日起三十日内报名，并提交营业执照、资信证明及投资方案。</p>'.repeat(4) +
    '<p>联系人：王律师，联系电话：0755-12345678。</p>',
});

type Endpoint = { name: string; call: (index: number) => Promise<unknown>; baseline?: string };

/**
 * Figure 7: the content reads the portal and the back office make most, at each concurrency
 * level, each against the cheapest endpoint of its kind measured in the same level: public reads
 * against GET /api/noauth/v1/tenant (channel resolution, no login), staff reads against
 * GET /api/v1/user/getLoginUser (the session check alone). Reads rotate over `items` published
 * announcements the bench creates first in the bench association.
 */
export const benchContentReads = async (port: number, loads: ContentLoads, log: (line: string) => void): Promise<Row[]> => {
  const maxLevel = Math.max(...loads.levels);
  const visitor = new HttpClient(port, BENCH_CHANNEL, maxLevel);
  const editor = await new HttpClient(port, BENCH_CHANNEL, maxLevel).login(DEMO_ADMIN.loginId, DEMO_ADMIN.password);

  log(`seeding ${loads.items} published announcements`);
  const ids: string[] = [];
  for (let n = 0; n < loads.items; n++) {
    const saved = await editor.ok<AnnouncementCommandResponse>('POST', `${CMS}/saveOrUpdateCmsContent`, announcement(n));
    await editor.ok('POST', `${CMS}/doOnOffCmsContent`, { contentId: saved.contentId, version: saved.version, published: true });
    ids.push(saved.contentId);
  }
  // The read models are projections: wait until the last item is published there too.
  const last = ids[ids.length - 1]!;
  for (let attempt = 0; ; attempt++) {
    const detail = await editor.ok<AnnouncementDetail | null>('GET', `${CMS}/getCmsContentDetail?contentId=${last}`).catch(() => null);
    if (detail?.status === 'published') break;
    if (attempt > 600) throw new Error('the seeded announcements never reached the read model');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const at = (index: number): string => ids[index % ids.length]!;
  const publicBaseline = (level: number) => `GET noauth/v1/tenant (public) c=${level}`;
  const staffBaseline = (level: number) => `GET getLoginUser (staff session) c=${level}`;
  const endpoints = (level: number): Endpoint[] => [
    { name: publicBaseline(level), call: () => visitor.ok('GET', `/api/noauth/v1/tenant?_channel=${BENCH_CHANNEL}`) },
    {
      name: `POST noauth announcement/list (page of ${PAGE_SIZE}) c=${level}`,
      call: (index) => visitor.ok<Page<PublicAnnouncement>>('POST', '/api/noauth/v1/announcement/list', { pageNum: (index % 3) + 1, pageSize: PAGE_SIZE }),
      baseline: publicBaseline(level),
    },
    { name: `GET noauth announcement (detail) c=${level}`, call: (index) => visitor.ok('GET', `/api/noauth/v1/announcement?contentId=${at(index)}`), baseline: publicBaseline(level) },
    { name: staffBaseline(level), call: () => editor.ok('GET', '/api/v1/user/getLoginUser') },
    {
      name: `POST getCmsContentPage (page of ${PAGE_SIZE}) c=${level}`,
      call: (index) => editor.ok('POST', `${CMS}/getCmsContentPage`, { pageNum: (index % 3) + 1, pageSize: PAGE_SIZE }),
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
