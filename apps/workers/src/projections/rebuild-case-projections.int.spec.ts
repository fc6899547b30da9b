import type { DataSource } from 'typeorm';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { liveAndRebuiltReadModels } from '../testing/projection-checks';

/**
 * A rebuilt projection equals the live one. Runs against whatever the test tier's other suites
 * and the running workers have written.
 */
let system: DataSource;

beforeAll(async () => {
  system = await createDataSource(loadPlatformConfig(), 'system', 2).initialize();
});

afterAll(() => system.destroy());

it('rebuilds case read models and to-do counts equal to the live ones', async () => {
  const { live, rebuilt, rebuild } = await liveAndRebuiltReadModels(system);

  expect(live.cases.length).toBeGreaterThan(0);
  expect(rebuild.events).toBe(live.timeline.length);
  expect(rebuilt).toEqual(live);
});
