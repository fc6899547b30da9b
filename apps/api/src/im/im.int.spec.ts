import type { FileDownloadUrl, ImFeedEntry, ImMatter, ImMember, ImRecord, ImTreeNode, ImUnread, Page } from '@bk/contracts';
import { eventually } from '@bk/infrastructure/testing';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { openEventStream } from '../testing/event-stream';
import { uploadVerified } from '../testing/upload-verified';

const [home, csj, jilin] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number], (typeof demoTenants)[number]];

const MOBILE = { allocator: '13800000001', handler: '13800000002', handler2: '13800000003', auditor: '13800000004', admin: '13800000005' } as const;

const signIn = (loginId: keyof typeof MOBILE, channel = home.channel) => ApiClient.forTestServer(channel).login(loginId);

const ok = <T>(response: { status: number; body: { code: number; msg: string; data: T } }): T => {
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

const memberByMobile = async (client: ApiClient, mobile: string, associationId?: string): Promise<ImMember> => {
  const found = ok(await client.post<ImMember[]>('/api/v1/im/member/searchMembersByCond', { keyword: mobile, ...(associationId ? { associationId } : {}) }));
  const member = found.find((candidate) => candidate.mobile === mobile);
  if (!member) throw new Error(`no member with mobile ${mobile}`);
  return member;
};

/** A new ongoing matter between the two (an ongoing one between them is finished first). */
const startMatter = async (initiator: ApiClient, receiverMobile: string, associationId?: string): Promise<string> => {
  const member = await memberByMobile(initiator, receiverMobile, associationId);
  const body = { memberId: member.id, ...(associationId ? { associationId } : {}) };
  let created = ok(await initiator.post<{ id: string; existing: boolean }>('/api/v1/im/matters/create', body));
  if (created.existing) {
    ok(await initiator.post(`/api/v1/im/matters/finish?id=${created.id}`, {}));
    created = ok(await initiator.post<{ id: string; existing: boolean }>('/api/v1/im/matters/create', body));
  }
  return created.id;
};

const send = (client: ApiClient, matterId: string, content: string) => client.post<ImRecord>('/api/v1/im/record/create', { matterId, type: 1, content });

const feedOf = (stream: { events: { event: string; data: string }[] }): ImFeedEntry[] =>
  stream.events.filter((event) => event.event === 'im').map((event) => JSON.parse(event.data) as ImFeedEntry);

const recordsIn = (stream: { events: { event: string; data: string }[] }, matterId: string): ImRecord[] =>
  feedOf(stream).flatMap((entry) => (entry.kind === 'record' && entry.record?.matterId === matterId ? [entry.record] : []));

describe('communicate: matters between two people, messages in real time', () => {
  it('lets two parties exchange texts and files, both seeing one order live and in the history', async () => {
    const admin = await signIn('admin');
    const handler = await signIn('handler');
    const adminStream = await openEventStream(admin, '/api/v1/im/stream');
    const handlerStream = await openEventStream(handler, '/api/v1/im/stream');
    try {
      const matterId = await startMatter(admin, MOBILE.handler);
      const first = ok(await send(admin, matterId, '请把债权人清册发我一下。'));
      const fileId = await uploadVerified(handler, '债权人清册.pdf', Buffer.from('%PDF-1.4\n% 债权人清册\n%%EOF\n'), 'application/pdf');
      const file = ok(await handler.post<ImRecord>('/api/v1/im/record/create', { matterId, type: 2, content: fileId }));
      const reply = ok(await send(handler, matterId, '已发送，请查收。'));
      expect(file).toMatchObject({ type: 2, fileName: '债权人清册.pdf', senderId: reply.senderId });
      expect([first.seq < file.seq, file.seq < reply.seq]).toEqual([true, true]);

      // Both open connections get all three, in the matter's order, each once.
      for (const stream of [adminStream, handlerStream]) {
        await eventually(() => expect(recordsIn(stream, matterId).map((record) => record.id)).toEqual([first.id, file.id, reply.id]));
      }
      const page = ok(await handler.post<{ list: ImRecord[]; hasMore: boolean }>('/api/v1/im/record/page', { matterId, pageSize: 2 }));
      expect(page.list.map((record) => record.id)).toEqual([reply.id, file.id]);
      expect(page.hasMore).toBe(true);
      const older = ok(await handler.post<{ list: ImRecord[] }>('/api/v1/im/record/page', { matterId, pageSize: 2, beforeSeq: file.seq }));
      expect(older.list.map((record) => record.content)).toEqual(['请把债权人清册发我一下。']);

      // The receiver of the file downloads it through the matter.
      const link = ok(await admin.get<FileDownloadUrl>('/api/v1/im/record/file', { matterId, recordId: file.id }));
      expect(await (await fetch(link.url)).text()).toContain('债权人清册');

      // The list shows the matter with the latest message and the admin's unread count.
      const matters = ok(await admin.post<Page<ImMatter>>('/api/v1/im/matters/getMattersImPage', { keyword: '已发送' }));
      expect(matters.list[0]).toMatchObject({ id: matterId, status: 0, unread: 2, other: { name: '李强' }, lastMessage: { content: '已发送，请查收。' } });

      // The matter's events are its audit trail.
      const history = ok(await admin.get<{ type: string; version: number }[]>('/api/v1/im/matters/history', { id: matterId }));
      expect(history.map((event) => event.type)).toEqual(['MatterCreated', 'MatterRecordPosted', 'MatterRecordPosted', 'MatterRecordPosted']);
    } finally {
      adminStream.close();
      handlerStream.close();
    }
  });

  it('refuses a third party everything about the matter, and never streams it to them', async () => {
    const admin = await signIn('admin');
    const outsider = await signIn('handler2');
    const outsiderStream = await openEventStream(outsider, '/api/v1/im/stream');
    try {
      const matterId = await startMatter(admin, MOBILE.auditor);
      const record = ok(await send(admin, matterId, '这条消息只有审计员能看到。'));
      const refusals = [
        await outsider.get('/api/v1/im/matters/id', { id: matterId }),
        await outsider.post('/api/v1/im/record/page', { matterId }),
        await send(outsider, matterId, '我也想说两句'),
        await outsider.post('/api/v1/im/record/read', { matterId, recordId: record.id }),
        await outsider.post(`/api/v1/im/matters/finish?id=${matterId}`, {}),
        await outsider.get('/api/v1/im/record/file', { matterId, recordId: record.id }),
        await outsider.get('/api/v1/im/matters/history', { id: matterId }),
      ];
      expect(refusals.map((answer) => [answer.status, answer.body.msg])).toEqual(refusals.map(() => [403, '只有事项的发起人和接收人可以查看此事项']));
      // Another association's staff cannot even name it.
      const elsewhere = await ApiClient.forTestServer(csj.channel).login('admin');
      expect((await elsewhere.get('/api/v1/im/matters/id', { id: matterId })).status).toBe(403);

      // A message after the outsider's stream opened is streamed to the parties only.
      const auditor = await signIn('auditor');
      const sentinel = ok(await send(auditor, matterId, '收到。'));
      const own = await startMatter(outsider, MOBILE.allocator);
      const ownRecord = ok(await send(outsider, own, '我自己的事项'));
      await eventually(() => expect(recordsIn(outsiderStream, own).map((entry) => entry.id)).toEqual([ownRecord.id]));
      expect(feedOf(outsiderStream).some((entry) => entry.matter.id === matterId || entry.record?.id === sentinel.id)).toBe(false);
      expect(ok(await outsider.post<Page<ImMatter>>('/api/v1/im/matters/getMattersImPage', { pageSize: 100 })).list.map((m) => m.id)).not.toContain(matterId);
    } finally {
      outsiderStream.close();
    }
  });

  it('refuses a message once the matter is finished, saying why', async () => {
    const allocator = await signIn('allocator');
    const handler = await signIn('handler');
    const matterId = await startMatter(allocator, MOBILE.handler);
    ok(await send(handler, matterId, '好的，我这就处理。'));
    const finished = ok(await handler.post<ImMatter>(`/api/v1/im/matters/finish?id=${matterId}`, {}));
    expect(finished).toMatchObject({ status: 1 });
    expect(finished.endTime).not.toBeNull();
    const refused = await send(allocator, matterId, '还有一件事');
    expect(refused).toMatchObject({ status: 409, body: { msg: '事项当前为“已结束”，不能发送消息' } });
    // What was said stays readable.
    expect(ok(await allocator.post<{ list: ImRecord[] }>('/api/v1/im/record/page', { matterId })).list).toHaveLength(1);
    expect(ok(await allocator.post<Page<ImMatter>>('/api/v1/im/matters/getMattersImPage', { status: 1, pageSize: 100 })).list.map((m) => m.id)).toContain(matterId);
  });

  it('keeps read receipts: per record and read-all, pushed to the sender, unread counts following', async () => {
    const auditor = await signIn('auditor');
    const handler2 = await signIn('handler2');
    const auditorStream = await openEventStream(auditor, '/api/v1/im/stream');
    try {
      const matterId = await startMatter(auditor, MOBILE.handler2);
      const before = ok(await handler2.get<ImUnread>('/api/v1/im/matters/unread')).total;
      const sent: ImRecord[] = [];
      for (const text of ['第一条', '第二条', '第三条']) sent.push(ok(await send(auditor, matterId, text)));
      expect(ok(await handler2.get<ImUnread>('/api/v1/im/matters/unread')).total).toBe(before + 3);

      const afterOne = ok(await handler2.post<ImMatter>('/api/v1/im/record/read', { matterId, recordId: sent[0]!.id }));
      expect(afterOne.unread).toBe(2);
      await eventually(() =>
        expect(feedOf(auditorStream).filter((entry) => entry.kind === 'read' && entry.matter.id === matterId).map((entry) => entry.readRecordIds)).toEqual([[sent[0]!.id]]),
      );
      const afterAll = ok(await handler2.post<ImMatter>('/api/v1/im/matters/readAll', { id: matterId }));
      expect(afterAll.unread).toBe(0);
      expect(ok(await handler2.get<ImUnread>('/api/v1/im/matters/unread')).total).toBe(before);
      const seen = ok(await auditor.post<{ list: ImRecord[] }>('/api/v1/im/record/page', { matterId })).list;
      expect(seen.map((record) => record.read)).toEqual([true, true, true]);
      // Reading one's own message, or one already read, changes nothing.
      expect((await auditor.post('/api/v1/im/record/read', { matterId, recordId: sent[1]!.id })).status).toBe(200);
      expect(ok(await auditor.get<{ type: string }[]>('/api/v1/im/matters/history', { id: matterId })).filter((event) => event.type.includes('Read'))).toHaveLength(2);
    } finally {
      auditorStream.close();
    }
  });

  it('delivers the messages missed while disconnected exactly once, in order, on reconnect', async () => {
    const admin = await signIn('admin');
    const handler2 = await signIn('handler2');
    const matterId = await startMatter(admin, MOBILE.handler2);
    const first = await openEventStream(handler2, '/api/v1/im/stream');
    const seenBefore = ok(await send(admin, matterId, '断线前的消息'));
    await eventually(() => expect(recordsIn(first, matterId).map((record) => record.id)).toEqual([seenBefore.id]));
    const lastPosition = Math.max(...feedOf(first).map((entry) => entry.position));
    first.close();

    // Sent while the tab is away, some at the same moment.
    const missed = await Promise.all(['离线一', '离线二', '离线三', '离线四'].map(async (text) => ok(await send(admin, matterId, text))));
    const second = await openEventStream(handler2, `/api/v1/im/stream?after=${lastPosition}`);
    try {
      const live = ok(await send(admin, matterId, '重连之后'));
      await eventually(() => expect(recordsIn(second, matterId).map((record) => record.id)).toContain(live.id));
      const delivered = recordsIn(second, matterId);
      const expectedOrder = [...missed].sort((a, b) => a.seq - b.seq).map((record) => record.id);
      expect(delivered.map((record) => record.id)).toEqual([...expectedOrder, live.id]);
      expect(delivered.map((record) => record.seq)).toEqual([...delivered.map((record) => record.seq)].sort((a, b) => a - b));
      const positions = feedOf(second).map((entry) => entry.position);
      expect(positions[0]).toBe(lastPosition + 1);
      expect(new Set(positions).size).toBe(positions.length);
    } finally {
      second.close();
    }
  });

  it('answers the address book: tree by organisation and department, search by name or mobile, one member, one user', async () => {
    const admin = await signIn('admin');
    const roots = ok(await admin.post<ImTreeNode[]>('/api/v1/im/member/queryRootTreeByCond', {}));
    expect(roots).toEqual([expect.objectContaining({ nodeType: 1, name: home.name, hasChildren: true })]);
    const departments = ok(await admin.post<ImTreeNode[]>('/api/v1/im/member/queryChildrenTreeByCond', { parentId: roots[0]!.id }));
    const secretariat = departments.find((node) => node.name === '秘书处')!;
    expect(secretariat.nodeType).toBe(2);
    const people = ok(await admin.post<ImTreeNode[]>('/api/v1/im/member/queryChildrenTreeByCond', { parentId: secretariat.id }));
    // Reachable through the account with the same mobile, or not at all.
    const accountOf = (name: string) => people.find((node) => node.nodeType === 3 && node.name === name)?.member?.uid;
    expect([typeof accountOf('李强'), accountOf('王立新')]).toEqual(['string', null]);

    const byName = ok(await admin.post<ImMember[]>('/api/v1/im/member/searchMembersByCond', { keyword: '李强' }));
    expect(byName.map((member) => member.mobile)).toEqual([MOBILE.handler]);
    const paged = ok(await admin.post<Page<ImMember>>('/api/v1/im/member/searchMembersByPage', { keyword: '1380000', pageSize: 2 }));
    expect([paged.total, paged.list.length]).toEqual([5, 2]);
    // Members without an account are listed but cannot be messaged.
    const unreachable = ok(await admin.post<ImMember[]>('/api/v1/im/member/searchMembersByCond', { keyword: '陈建国' }))[0]!;
    expect(unreachable.uid).toBeNull();
    expect(await admin.post('/api/v1/im/matters/create', { memberId: unreachable.id })).toMatchObject({ status: 400, body: { msg: '该成员尚未开通平台账号，暂不能发起沟通' } });
    expect(ok(await admin.get<ImMember>('/api/v1/im/member/queryMembersById', { id: byName[0]!.id })).name).toBe('李强');
    expect(ok(await admin.get('/api/v1/im/user/getUserInfoById', { id: byName[0]!.uid! }))).toMatchObject({ mobile: MOBILE.handler, associationId: home.channel });
    expect(await admin.post('/api/v1/im/member/searchMembersByCond', { keyword: ' ' })).toMatchObject({ status: 400, body: { msg: '请输入姓名或手机号' } });
  });

  it('connects two associations in a cross-border matter, each party in its own association', async () => {
    const admin = await signIn('admin');
    const csjHandler = await signIn('handler', csj.channel);
    const matterId = await startMatter(admin, MOBILE.handler, csj.channel);
    const record = ok(await send(admin, matterId, '贵中心的重组方案已收到，我们协会这边有几点意见。'));
    const theirs = ok(await csjHandler.get<ImMatter>('/api/v1/im/matters/id', { id: matterId }));
    expect(theirs).toMatchObject({ crossBorder: true, unread: 1, other: { associationId: home.channel, associationName: home.name } });
    ok(await csjHandler.post('/api/v1/im/record/read', { matterId, recordId: record.id }));
    ok(await send(csjHandler, matterId, '好的，请发来。'));
    const ours = ok(await admin.post<{ list: ImRecord[] }>('/api/v1/im/record/page', { matterId })).list;
    expect(ours.map((entry) => [entry.content, entry.read])).toEqual([
      ['好的，请发来。', false],
      ['贵中心的重组方案已收到，我们协会这边有几点意见。', true],
    ]);
    expect(ok(await admin.get('/api/v1/im/user/getUserInfoById', { id: theirs.receiver }))).toMatchObject({ associationId: csj.channel, mobile: '' });
    // The csj colleague who is not a party still sees nothing.
    expect((await (await signIn('handler2', csj.channel)).get('/api/v1/im/matters/id', { id: matterId })).status).toBe(403);
  });

  // Before: any staff member, whatever their keys, read every association's member tree.
  it("shows another association's address book only when the two name each other as partners", async () => {
    const auditor = await signIn('auditor');
    const notPartner = { reason: 'NOT_A_PARTNER' };
    const refusedThere = [
      await auditor.post('/api/v1/im/member/searchMembersByCond', { keyword: '138', associationId: jilin.channel }),
      await auditor.post('/api/v1/im/member/searchMembersByPage', { keyword: '138', associationId: jilin.channel }),
      await auditor.post('/api/v1/im/member/queryRootTreeByCond', { associationId: jilin.channel }),
      await auditor.post('/api/v1/im/member/queryChildrenTreeByCond', { associationId: jilin.channel, parentId: '00000000-0000-4000-8000-000000000000' }),
      await auditor.get('/api/v1/im/member/queryMembersById', { associationId: jilin.channel, id: '00000000-0000-4000-8000-000000000000' }),
      await auditor.post('/api/v1/im/matters/create', { memberId: '00000000-0000-4000-8000-000000000000', associationId: jilin.channel }),
    ];
    for (const answer of refusedThere) expect(answer).toMatchObject({ status: 403, body: { code: 403, data: notPartner } });
    // The partner's, and one's own, stay open to the same account.
    const partners = ok(await auditor.post<ImTreeNode[]>('/api/v1/im/member/queryRootTreeByCond', { associationId: csj.channel }));
    expect(partners).toEqual([expect.objectContaining({ name: csj.name })]);
    expect(ok(await auditor.post<ImTreeNode[]>('/api/v1/im/member/queryRootTreeByCond', {}))).toEqual([expect.objectContaining({ name: home.name })]);
    // A partnership takes both: Jilin's staff see neither Shenzhen's nor the centre's.
    const jilinAdmin = await signIn('admin', jilin.channel);
    expect(await jilinAdmin.post('/api/v1/im/member/queryRootTreeByCond', { associationId: home.channel })).toMatchObject({ status: 403 });
    expect(await jilinAdmin.post('/api/v1/im/member/queryRootTreeByCond', { associationId: csj.channel })).toMatchObject({ status: 403 });
  });
});
