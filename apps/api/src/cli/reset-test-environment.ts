import { rm } from 'node:fs/promises';
import { Client, Connection } from '@temporalio/client';
import { createDataSource, createKafka, type PlatformConfig } from '@bk/infrastructure';

/**
 * Gives the test tier a clean slate: an empty test database, no test topic or consumer offsets,
 * no test-namespace workflows left running from an earlier run, and no stream-head anchors of
 * streams the dropped database held. Refuses outside BK_ENV=test.
 */
export const resetTestEnvironment = async (config: PlatformConfig): Promise<void> => {
  if (config.env !== 'test') throw new Error('reset-test runs only with BK_ENV=test');

  const owner = await createDataSource(config, 'owner', 1).initialize();
  try {
    await owner.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public; GRANT USAGE ON SCHEMA public TO PUBLIC;');
  } finally {
    await owner.destroy();
  }

  const admin = createKafka(config, 'reset').admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(config.kafka.eventsTopic));
    if (topics.length) await admin.deleteTopics({ topics });
    const groups = (await admin.listGroups()).groups.map((group) => group.groupId).filter((id) => id.startsWith(config.kafka.eventsTopic));
    if (groups.length) await admin.deleteGroups(groups);
  } finally {
    await admin.disconnect();
  }

  const connection = await Connection.connect({ address: config.temporal.address });
  try {
    const client = new Client({ connection, namespace: config.temporal.namespace });
    for await (const workflow of client.workflow.list({ query: 'ExecutionStatus = "Running"' })) {
      await client.workflow.getHandle(workflow.workflowId, workflow.runId).terminate('test environment reset');
    }
  } finally {
    await connection.close();
  }

  await rm(config.audit.anchorLogPath, { force: true });
  console.log('test environment reset');
};
