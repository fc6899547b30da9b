import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';

/**
 * Replays saved histories of real runs (every kind of case; `*.activity-append.json` were recorded
 * before the append became a local activity) against today's workflow code. A change that would make
 * a running case non-deterministic fails here; such a change must go behind patched().
 */
const historiesDir = join(__dirname, 'histories');
const histories = readdirSync(historiesDir).filter((file) => file.endsWith('.json'));

beforeAll(() => {
  Runtime.install({ logger: new DefaultLogger('WARN') });
});

describe('case workflow replay', () => {
  it('has saved histories to replay', () => {
    expect(histories.length).toBeGreaterThan(0);
  });

  it.each(histories)('replays %s deterministically', async (file) => {
    const history = historyFromJSON(JSON.parse(readFileSync(join(historiesDir, file), 'utf8')));
    await expect(
      Worker.runReplayHistory({ workflowsPath: require.resolve('./index') }, history, file.replace(/\.json$/, '')),
    ).resolves.toBeUndefined();
  }, 60_000);
});
