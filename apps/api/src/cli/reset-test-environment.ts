import { rm } from 'node:fs/promises';
import { Client, Connection } from '@temporalio/client';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDataSource, createKafka, ObjectStore, type PlatformConfig } from '@bk/infrastructure';

type KafkaAdmin = ReturnType<ReturnType<typeof createKafka>['admin']>;

/**
 * A consumer group still holds the members of workers that were killed (the crash tests kill
 * them) until their sessions time out; Kafka refuses to delete it meanwhile (NON_EMPTY_GROUP,
 * retriable). Waits that out, for a minute at most.
 */
const deleteGroupsOnceEmpty = async (admin: KafkaAdmin, groups: string[]): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.deleteGroups(groups);
      return;
    } catch (error) {
      if (!(error as { retriable?: boolean }).retriable || attempt >= 30) throw error;
      await sleep(2_000);
    }
  }
};

/**
 * Gives the test tier a clean slate: an empty test database, no test topic or consumer offsets,
 * no test-namespace workflows left running from an earlier run, no stream-head anchors of
 * streams the dropped database held, and an empty test bucket. Refuses outside BK_ENV=test.
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
    if (groups.length) await deleteGroupsOnceEmpty(admin, groups);
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

  const store = new ObjectStore(config.storage);
  try {
    await store.ensureBucket();
    await store.empty();
  } finally {
    store.destroy();
  }
  console.log('test environment reset');
};
