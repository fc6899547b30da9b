import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import type { CaseSummary, Page, Personnel, ProgressView, SubmitApplyResponse, TodoCounts } from '@bk/contracts';
import { exampleCreditCode } from '@bk/domain';
import { createDataSource, createKafka, loadPlatformConfig, parseEventMessage, type DomainEventMessage } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { courtReformStreamId, courtReformWorkflowId, SearchAttributes } from '@bk/workflows';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { openEventStream } from '../testing/event-stream';

/**
 * One application through every hop, against the running test API and workers:
 * HTTP command → Temporal workflow → event store → Kafka → projection → queues and counts.
 */
const config = loadPlatformConfig();
const [home, other] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
let system: DataSource;
let connection: Connection;
let temporal: Client;

const validCreditCode = (): string => exampleCreditCode(randomUUID());

const application = () => ({
  enterpriseName: `测试企业${randomUUID().slice(0, 6)}有限公司`,
  creditCode: validCreditCode(),
  contactName: '张三',
  contactPhone: '13912345678',
  description: '受市场影响，资金链紧张，申请庭外重组。',
});

const countsOf = async (client: ApiClient): Promise<TodoCounts> =>
  (await client.get<TodoCounts>('/api/v1/manager/getOcsettlementCount')).body.data;

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  connection = await Connection.connect({ address: config.temporal.address });
  temporal = new Client({ connection, namespace: config.temporal.namespace });
});

afterAll(async () => {
  await connection.close();
  await system.destroy();
});

describe('court-reform slice (real services)', () => {
  it('carries a submitted application through workflow, event store, Kafka and projections to allocation', async () => {
    const applicant = ApiClient.forTestServer(home.channel);
    const allocator = await ApiClient.forTestServer(home.channel).login('allocator');
    const countsBefore = await countsOf(allocator);
    const form = application();

    // 1. The command: the portal's submission answers with the case number.
    const submitted = await applicant.post<SubmitApplyResponse>('/api/v1/applicant/submitApply', form);
    expect(submitted.status).toBe(200);
    const { caseId, caseNumber } = submitted.body.data;
    expect(caseNumber).toMatch(/^TWCZ\d{10}$/);

    // 2. The workflow: found by its id, carrying tenant, case and state as search attributes.
    const description = await eventually(async () => {
      const described = await temporal.workflow.getHandle(courtReformWorkflowId(home.tenantId, caseId)).describe();
      expect(described.typedSearchAttributes.get(SearchAttributes.caseState)).toBe('apply');
      return described;
    });
    expect(description.status.name).toBe('RUNNING');
    expect(description.typedSearchAttributes.get(SearchAttributes.tenantId)).toBe(home.tenantId);
    expect(description.typedSearchAttributes.get(SearchAttributes.caseId)).toBe(caseId);

    // 3. The event store: the submitted event (state apply 0) at version 1 of the case's stream.
    const stored: { event_id: string; version: number; type: string; tenant_id: string }[] = await system.query(
      'SELECT event_id, version, type, tenant_id FROM events WHERE stream_id = $1 ORDER BY version',
      [courtReformStreamId(caseId)],
    );
    expect(stored.map(({ version, type, tenant_id }) => ({ version, type, tenant_id }))).toEqual([
      { version: 1, type: 'CourtReformApplicationSubmitted', tenant_id: home.tenantId },
    ]);

    // 4. Kafka: the relay published that event, keyed by its stream.
    const kafka = createKafka(config, 'slice-test');
    const consumer = kafka.consumer({ groupId: `${config.kafka.eventsTopic}.slice-test-${randomUUID()}` });
    const seen: DomainEventMessage[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: config.kafka.eventsTopic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const event = parseEventMessage(message.value);
        if (event && event.eventId === stored[0]?.event_id) seen.push(event);
        expect(message.key?.toString()).toBeDefined();
      },
    });
    await eventually(() => expect(seen).toHaveLength(1), 60_000).finally(() => consumer.disconnect());
    expect(seen[0]).toMatchObject({ streamId: courtReformStreamId(caseId), version: 1, tenantId: home.tenantId });

    // 5. The projections: the allocation queue lists the case and the to-do count went up.
    const queued = await eventually(async () => {
      const page = await allocator.post<Page<CaseSummary>>('/api/v1/manager/getAssignmentList', { keyword: caseNumber });
      expect(page.body.data.list).toHaveLength(1);
      return page.body.data.list[0]!;
    });
    expect(queued).toMatchObject({ caseId, caseNumber, stateCode: 0, enterpriseName: form.enterpriseName });
    await eventually(async () => expect((await countsOf(allocator)).assignmentCount).toBeGreaterThan(countsBefore.assignmentCount));

    // 6. Allocation: the case goes to a handler (state unsigned 1); a second attempt is refused with a reason.
    const handlers = (await allocator.post<Personnel[]>('/api/v1/manager/getAssignPersonnel', { caseId })).body.data;
    const handler = handlers.find((person) => person.name.includes('李强'))!;
    const handlerClient = await ApiClient.forTestServer(home.channel).login('handler');
    const handlerQueueBefore = (await countsOf(handlerClient)).myHandlingCount;
    const assigned = await allocator.post<{ stateCode: number }>('/api/v1/manager/assignTask', { caseId, assigneeId: handler.uid });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.stateCode).toBe(1);
    const again = await allocator.post('/api/v1/manager/assignTask', { caseId, assigneeId: handler.uid });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'ILLEGAL_STATE', currentState: 'unsigned' });
    // The handler's own queue counts the case; the allocator's does not.
    await eventually(async () => expect((await countsOf(handlerClient)).myHandlingCount).toBe(handlerQueueBefore + 1));
    expect((await countsOf(allocator)).myHandlingCount).toBe(0);

    // 7. The applicant's progress query shows the new state with its timeline.
    const progress = await eventually(async () => {
      const response = await applicant.get<ProgressView>('/api/v1/applicant/progress', { caseNumber, contactPhone: form.contactPhone });
      expect(response.body.data.stateCode).toBe(1);
      return response.body.data;
    });
    expect(progress.timeline.map((entry) => entry.stateCode)).toEqual([0, 1]);
    const wrongPhone = await applicant.get('/api/v1/applicant/progress', { caseNumber, contactPhone: '13900000000' });
    expect(wrongPhone.status).toBe(404);

    // 8. An auditor (and only an auditor) verifies the case's recorded history is intact.
    const auditor = await ApiClient.forTestServer(home.channel).login('auditor');
    const verdict = await auditor.get<{ intact: boolean; events: number }>('/api/v1/audit/verify', { caseId });
    expect(verdict.body.data).toMatchObject({ intact: true, events: 2 });
    expect((await allocator.get('/api/v1/audit/verify', { caseId })).status).toBe(403);
    const history = await auditor.get<{ version: number; actor: { name: string }; stateCodeAfter: number }[]>('/api/v1/audit/history', { caseId });
    expect(history.body.data.map((step) => [step.version, step.actor.name, step.stateCodeAfter])).toEqual([
      [1, form.contactName, 0],
      [2, '分配员 王敏', 1],
    ]);
    const diff = await auditor.get<{ changes: { path: string; after: unknown }[] }>('/api/v1/audit/diff', { caseId, from: '1', to: '2' });
    expect(diff.body.data.changes).toEqual(expect.arrayContaining([{ path: 'status', before: 'apply', after: 'unsigned' }]));
    const asOfFirst = await auditor.get<{ stateAfter: { status: string } }>('/api/v1/audit/stateAt', { caseId, version: '1' });
    expect(asOfFirst.body.data.stateAfter.status).toBe('apply');
  });

  it('keeps other associations and staff without the key away from the case', async () => {
    const submitted = await ApiClient.forTestServer(home.channel).post<SubmitApplyResponse>('/api/v1/applicant/submitApply', application());
    const { caseId, caseNumber } = submitted.body.data;
    const homeAllocator = await ApiClient.forTestServer(home.channel).login('allocator');
    await eventually(async () =>
      expect((await homeAllocator.post<Page<CaseSummary>>('/api/v1/manager/getAssignmentList', { keyword: caseNumber })).body.data.total).toBe(1),
    );

    const foreign = await ApiClient.forTestServer(other.channel).login('allocator');
    const foreignList = await foreign.post<Page<CaseSummary>>('/api/v1/manager/getAssignmentList', { keyword: caseNumber });
    expect(foreignList.body.data.total).toBe(0);
    const foreignHandlers = (await foreign.post<Personnel[]>('/api/v1/manager/getAssignPersonnel', { caseId })).body.data;
    const foreignAssign = await foreign.post('/api/v1/manager/assignTask', { caseId, assigneeId: foreignHandlers[0]!.uid });
    expect(foreignAssign.status).toBe(404);

    const handler = await ApiClient.forTestServer(home.channel).login('handler');
    const forbidden = await handler.post('/api/v1/manager/getAssignmentList', {});
    expect(forbidden).toMatchObject({ status: 403, body: { code: 403 } });

    const anonymous = await ApiClient.forTestServer(home.channel).post('/api/v1/manager/getAssignmentList', {});
    expect(anonymous).toMatchObject({ status: 403, body: { code: 401 } });

    // A session is valid only for its own association.
    const crossChannel = new ApiClient(homeAllocator.baseUrl, other.channel);
    const response = await fetch(`${crossChannel.baseUrl}/api/v1/user/getLoginUser`, {
      headers: { ...homeAllocator.headers(), channel: other.channel },
    });
    expect(response.status).toBe(403);
  });

  it('pushes changed to-do counts to a connected console over server-sent events', async () => {
    const allocator = await ApiClient.forTestServer(home.channel).login('allocator');
    // openEventStream checks the answer is text/event-stream.
    const stream = await openEventStream(allocator, '/api/v1/manager/todoStream');
    const received = () => stream.events.filter((event) => event.event === 'counts').map((event) => JSON.parse(event.data) as TodoCounts);

    await eventually(() => expect(received().length).toBeGreaterThanOrEqual(1));
    const initial = received()[0]!;
    await ApiClient.forTestServer(home.channel).post('/api/v1/applicant/submitApply', application());
    await eventually(() => expect(received().some((counts) => counts.assignmentCount > initial.assignmentCount)).toBe(true));
    stream.close();
  });
});
