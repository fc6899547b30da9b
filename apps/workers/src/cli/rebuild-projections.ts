import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { rebuildContentProjection } from '../projections/content/rebuild-content-projection';
import { rebuildCaseProjections } from '../projections/rebuild-case-projections';

/** `npm run projections:rebuild`: the case read models, to-do counts and content read model, rebuilt from the event store. */
const main = async (): Promise<void> => {
  const system = await createDataSource(loadPlatformConfig(), 'system', 1).initialize();
  try {
    const started = Date.now();
    const { events, tenants } = await rebuildCaseProjections(system);
    const seconds = (Date.now() - started) / 1000;
    console.log(`rebuilt case projections: ${events} events, ${tenants} associations, ${seconds.toFixed(1)} s`);
    const content = await rebuildContentProjection(system);
    console.log(`rebuilt content projection: ${content.events} events, ${content.items} items`);
  } finally {
    await system.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
