import { BENCH_CHANNEL } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, runClosedLoop, type Row } from '../stats';

export const SECTION_PUBLIC_LISTS = '10. public list endpoints';

export type PublicListLoads = { levels: number[]; requestsPerLevel: number; warmup: number };

type Endpoint = { name: string; call: (client: HttpClient, index: number) => Promise<unknown> };

const page = (index: number) => ({ pageNum: (index % 3) + 1, pageSize: 10 });

const homePage = async (client: HttpClient): Promise<void> => {
  const response = await client.request('GET', `/portal/${BENCH_CHANNEL}`);
  if (response.status !== 200 || !response.body.includes('id="hero-title"')) throw new Error(`the home page answered ${response.status} without its first view`);
};

/**
 * The portal's public list calls (spec §7 "Public, no login"), one line each: a call added to the
 * portal is benched by adding it here. Each reads the bench association's published content.
 */
export const PUBLIC_LIST_ENDPOINTS: readonly Endpoint[] = [
  { name: 'POST noauth v1/announcement/list', call: (client, index) => client.ok('POST', '/api/noauth/v1/announcement/list', page(index)) },
  { name: 'GET noauth v1/home/announcement', call: (client) => client.ok('GET', '/api/noauth/v1/home/announcement?limit=6') },
  { name: 'POST noauth v2/home/news', call: (client, index) => client.ok('POST', '/api/noauth/v2/home/news', page(index)) },
  { name: 'GET noauth v1/home/about/queryHomeDeptTree', call: (client) => client.ok('GET', '/api/noauth/v1/home/about/queryHomeDeptTree') },
  // The home page itself (uncompressed): its shell with the association's bootstrap and the first view the API renders and keeps.
  { name: `GET /portal/${BENCH_CHANNEL} (home page with its first view)`, call: (client) => homePage(client) },
];

/**
 * Figure 10: p50/p99 and throughput of every public list call at each concurrency level, against
 * the bare endpoint GET /cms/_version.json measured in the same level (a route on the same Fastify
 * instance outside Nest, as in figure 1): the ratio is what a list read costs over HTTP itself.
 */
export const benchPublicLists = async (port: number, loads: PublicListLoads, log: (line: string) => void): Promise<Row[]> => {
  const client = new HttpClient(port, BENCH_CHANNEL, Math.max(...loads.levels));
  const bare = async () => {
    const response = await client.request('GET', `/cms/_version.json?v=${Date.now()}`);
    if (response.status !== 200) throw new Error(`/cms/_version.json answered ${response.status}`);
  };
  log(`warm-up: ${loads.warmup} calls of each endpoint`);
  for (let i = 0; i < loads.warmup; i++) {
    await bare();
    for (const endpoint of PUBLIC_LIST_ENDPOINTS) await endpoint.call(client, i);
  }
  const rows: Row[] = [];
  for (const level of loads.levels) {
    log(`concurrency ${level}: ${loads.requestsPerLevel} × ${PUBLIC_LIST_ENDPOINTS.length + 1} endpoints`);
    const baseline = `GET /cms/_version.json (bare) c=${level}`;
    const result = await runClosedLoop(loads.requestsPerLevel, level, bare);
    rows.push(latencyRow(SECTION_PUBLIC_LISTS, baseline, result.latencies, { rate: result.rate, rateUnit: 'req/s' }));
    for (const endpoint of PUBLIC_LIST_ENDPOINTS) {
      const measured = await runClosedLoop(loads.requestsPerLevel, level, async (index) => void (await endpoint.call(client, index)));
      rows.push(
        latencyRow(SECTION_PUBLIC_LISTS, `${endpoint.name} c=${level}`, measured.latencies, {
          rate: measured.rate,
          rateUnit: 'req/s',
          baseline,
          ratioKind: 'latency',
        }),
      );
    }
  }
  client.close();
  return rows;
};
