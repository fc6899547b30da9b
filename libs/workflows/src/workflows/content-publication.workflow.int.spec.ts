import { randomUUID } from 'node:crypto';
import type { ContentItemCommand } from '@bk/domain';
import { contentItemStreamId } from '@bk/infrastructure';
import { decideOnContentItem } from '../activities/content-item-decision';
import { startWorkflowTestEnvironment, type WorkflowTestEnvironment } from '../testing/workflow-test-environment';
import { contentPublicationChangeSignal, contentPublicationWorkflowId, type ContentPublicationOutcome } from './messages';

/** Scheduled publication on the time-skipping server, with the real activity and event store. */
const editor = { kind: 'staff' as const, id: 'editor-1', name: '编辑 王敏' };
let t: WorkflowTestEnvironment;

const HOUR = 3_600_000;

const decide = (contentId: string, command: ContentItemCommand) =>
  decideOnContentItem(t.eventStore, {
    tenantId: t.tenantId,
    contentId,
    expectedVersion: command.type === 'SaveContentItem' ? 0 : undefined,
    requestId: randomUUID(),
    command: () => command,
  });

/** A news item saved and scheduled an hour (of skipped time) ahead, with its workflow running. */
const scheduled = async () => {
  const contentId = randomUUID();
  const now = new Date(await t.env.currentTimeMs()).toISOString();
  const publishAt = new Date(Date.parse(now) + HOUR).toISOString();
  await decide(contentId, {
    type: 'SaveContentItem',
    contentId,
    tenantId: t.tenantId,
    content: { kind: 'news', title: '定时发布的新闻', body: '<p>协会将于下月举办破产管理业务培训。</p>' },
    actor: editor,
    at: now,
  });
  await decide(contentId, { type: 'ScheduleContentPublication', publishAt, actor: editor, at: now });
  const handle = await t.env.client.workflow.start('contentPublicationWorkflow', {
    taskQueue: t.taskQueue,
    workflowId: `${contentPublicationWorkflowId(t.tenantId, contentId)}/${randomUUID()}`,
    args: [{ tenantId: t.tenantId, contentId, publishAt }],
  });
  return { contentId, publishAt, now, handle, types: () => t.storedTypes(contentItemStreamId(contentId)) };
};

beforeAll(async () => {
  t = await startWorkflowTestEnvironment();
});

afterAll(async () => {
  await t?.teardown();
});

describe('scheduled content publication', () => {
  it('publishes by its timer, once, as a publication marked with its schedule', async () => {
    const { handle, publishAt, types, contentId } = await scheduled();
    expect(await handle.result()).toMatchObject<Partial<ContentPublicationOutcome>>({ published: true, reason: 'published', version: 3 });
    expect(await types()).toEqual(['ContentItemCreated', 'ContentPublicationScheduled', 'ContentItemPublished']);
    const [published] = await t.eventStore.readStream(t.tenantId, contentItemStreamId(contentId), 3, 3);
    const data = published?.data as Record<string, unknown>;
    expect(data).toMatchObject({ scheduledFor: publishAt, actor: { kind: 'system' } });
    expect(Date.parse(data.at as string)).toBeGreaterThanOrEqual(Date.parse(publishAt));
  });

  it('a cancel, once acknowledged, prevents the publication', async () => {
    const { handle, contentId, now, types } = await scheduled();
    await decide(contentId, { type: 'CancelContentSchedule', actor: editor, at: now });
    await handle.signal(contentPublicationChangeSignal, { publishAt: null });
    expect(await handle.result()).toMatchObject({ published: false, reason: 'cancelled' });
    expect(await types()).not.toContain('ContentItemPublished');
  });

  it('a cancel whose signal never arrived still cannot publish: the workflow ends saying why', async () => {
    const { handle, contentId, now, types } = await scheduled();
    await decide(contentId, { type: 'CancelContentSchedule', actor: editor, at: now });
    expect(await handle.result()).toMatchObject({ published: false, reason: 'scheduleNotCurrent' });
    expect(await types()).not.toContain('ContentItemPublished');
  });

  it('a new time moves the timer: the item is published at the later time', async () => {
    const { handle, contentId, now, types } = await scheduled();
    const later = new Date(Date.parse(now) + 5 * HOUR).toISOString();
    await decide(contentId, { type: 'ScheduleContentPublication', publishAt: later, actor: editor, at: now });
    await handle.signal(contentPublicationChangeSignal, { publishAt: later });
    expect(await handle.result()).toMatchObject({ published: true });
    const events = await t.eventStore.readStream(t.tenantId, contentItemStreamId(contentId));
    expect(events.at(-1)).toMatchObject({ type: 'ContentItemPublished', data: { scheduledFor: later } });
    expect((await types()).filter((type) => type === 'ContentItemPublished')).toHaveLength(1);
  });
});
