import type { Actor } from '../shared/actor';
import { exampleCreditCode } from '../validation/unified-social-credit-code';
import { IllegalStateError } from '../shared/errors';
import { specify } from '../testing/given-when-then';
import { checkStateMachine, pick, type Variant } from '../testing/state-machine-properties';
import { describeTransitionTable } from '../testing/table-specs';
import type { ContentItemCommand, ContentItemCommandType } from './commands';
import { ANNOUNCEMENT_PUBLISH_TYPE } from './announcement';
import { contentItemDecider } from './decider';
import type { ContentDraft, ContentFields, ContentItemEvent } from './events';
import type { ContentItemState } from './state';
import { contentItemTransitions, contentItemVocabulary } from './transitions';

const at = (minute: number): string => `2024-09-02T09:${String(minute).padStart(2, '0')}:00+08:00`;

const editor: Actor = { kind: 'staff', id: 'editor-1', name: '编辑' };

const LATER = '2024-09-03T08:00:00+08:00';

const body = '<p>为进一步优化营商环境，本中心<strong>即日起</strong>开通庭外重组线上申请渠道，企业可通过门户网站提交申请材料，工作人员将在五个工作日内与申请企业联系，协助开展债权人沟通与重组方案论证等工作。</p><p>咨询电话：0591-12345678。</p>';

const draft: ContentDraft = { kind: 'knowledge', title: ' 关于开通庭外重组线上申请的通知 ', body };

const saved: ContentFields = {
  kind: 'knowledge',
  publishType: 2,
  pageListIndex: 3,
  categoryCode: null,
  labelIds: [],
  attachments: [],
  fields: {},
  order: null,
  announcementType: null,
  title: '关于开通庭外重组线上申请的通知',
  summary:
    '为进一步优化营商环境，本中心 即日起 开通庭外重组线上申请渠道，企业可通过门户网站提交申请材料，工作人员将在五个工作日内与申请企业联系，协助开展债权人沟通与重组方案论证等工作。 咨',
  body,
  coverFileId: null,
};

const ev = {
  created: (): ContentItemEvent => ({
    type: 'ContentItemCreated',
    data: { contentId: 'c-1', tenantId: 'tenant-1', content: saved, actor: editor, at: at(0) },
  }),
  updated: (content: ContentFields): ContentItemEvent => ({ type: 'ContentItemUpdated', data: { content, actor: editor, at: at(1) } }),
  published: (): ContentItemEvent => ({ type: 'ContentItemPublished', data: { actor: editor, at: at(2) } }),
  unpublished: (): ContentItemEvent => ({ type: 'ContentItemUnpublished', data: { actor: editor, at: at(3) } }),
  pinned: (): ContentItemEvent => ({ type: 'ContentItemPinned', data: { actor: editor, at: at(4) } }),
  unpinned: (): ContentItemEvent => ({ type: 'ContentItemUnpinned', data: { actor: editor, at: at(5) } }),
  deleted: (): ContentItemEvent => ({ type: 'ContentItemDeleted', data: { actor: editor, at: at(6) } }),
  scheduled: (publishAt = LATER): ContentItemEvent => ({ type: 'ContentPublicationScheduled', data: { publishAt, actor: editor, at: at(7) } }),
  cancelled: (): ContentItemEvent => ({ type: 'ContentScheduleCancelled', data: { actor: editor, at: at(8) } }),
};

const histories: Record<ContentItemState['status'], ContentItemEvent[]> = {
  empty: [],
  unpublished: [ev.created()],
  published: [ev.created(), ev.published()],
  deleted: [ev.created(), ev.deleted()],
};

const commands: { [T in ContentItemCommandType]: Extract<ContentItemCommand, { type: T }> } = {
  SaveContentItem: { type: 'SaveContentItem', contentId: 'c-1', tenantId: 'tenant-1', content: draft, actor: editor, at: at(0) },
  PublishContentItem: { type: 'PublishContentItem', actor: editor, at: at(2) },
  UnpublishContentItem: { type: 'UnpublishContentItem', actor: editor, at: at(3) },
  PinContentItem: { type: 'PinContentItem', actor: editor, at: at(4) },
  UnpinContentItem: { type: 'UnpinContentItem', actor: editor, at: at(5) },
  DeleteContentItem: { type: 'DeleteContentItem', actor: editor, at: at(6) },
  RestoreContentRevision: { type: 'RestoreContentRevision', fromVersion: 1, content: saved, actor: editor, at: at(9) },
  ReorderContentItem: { type: 'ReorderContentItem', order: 3, actor: editor, at: at(9) },
  ScheduleContentPublication: { type: 'ScheduleContentPublication', publishAt: LATER, actor: editor, at: at(7) },
  CancelContentSchedule: { type: 'CancelContentSchedule', actor: editor, at: at(8) },
};

const spec = specify(contentItemDecider);

const link: ContentFields = {
  ...saved,
  kind: 'friendlyLink',
  publishType: 8,
  pageListIndex: null,
  title: '全国企业破产重整案件信息网',
  summary: '',
  body: '',
  fields: { url: 'https://pccz.court.gov.cn/' },
  order: 1,
};
const linkCreated = (): ContentItemEvent => ({
  type: 'ContentItemCreated',
  data: { contentId: 'c-1', tenantId: 'tenant-1', content: link, actor: editor, at: at(0) },
});

describe('content item: transition table', () => {
  describeTransitionTable({
    decider: contentItemDecider,
    transitions: contentItemTransitions,
    vocabulary: contentItemVocabulary,
    creation: [],
    histories,
    commands,
    historyFor: (from, command) => {
      if (command === 'UnpinContentItem') return [...histories[from], ev.pinned()];
      if (command === 'CancelContentSchedule') return [...histories[from], ev.scheduled()];
      // Only ordered kinds (links) take an order.
      if (command === 'ReorderContentItem' && from !== 'empty') return [linkCreated(), ...histories[from].slice(1)];
      return undefined;
    },
  });
});

describe('content item: transitions', () => {
  it('save creates an unpublished item; a blank summary is the body\'s first 90 characters', () => {
    spec.given().when(commands.SaveContentItem).then(ev.created());
    expect(Array.from(saved.summary)).toHaveLength(90);
  });

  it('save updates in place, published or not, keeping an explicit summary', () => {
    const content: ContentFields = { ...saved, summary: '线上申请渠道开通', coverFileId: 'file-9' };
    const command = { ...commands.SaveContentItem, content: { ...draft, summary: '线上申请渠道开通', coverFileId: 'file-9' }, at: at(1) };
    spec.given(...histories.unpublished).when(command).then(ev.updated(content));
    expect(spec.given(...histories.published).when(command).thenState()).toMatchObject({ status: 'published', summary: '线上申请渠道开通' });
  });

  it('publish and unpublish switch the item on and off; publishedAt records the last switch-on', () => {
    spec.given(...histories.unpublished).when(commands.PublishContentItem).then(ev.published());
    spec.given(...histories.published).when(commands.UnpublishContentItem).then(ev.unpublished());
    expect(spec.given(...histories.published).when(commands.UnpublishContentItem).thenState()).toMatchObject({
      status: 'unpublished',
      publishedAt: at(2),
    });
  });

  it('pin and unpin flip the flag without touching the status', () => {
    spec.given(...histories.published).when(commands.PinContentItem).then(ev.pinned());
    spec.given(...histories.published, ev.pinned()).when(commands.UnpinContentItem).then(ev.unpinned());
    expect(spec.given(...histories.unpublished).when(commands.PinContentItem).thenState()).toMatchObject({
      status: 'unpublished',
      pinned: true,
    });
  });

  it('delete is final, from either status', () => {
    spec.given(...histories.unpublished).when(commands.DeleteContentItem).then(ev.deleted());
    spec.given(...histories.published, ev.pinned()).when(commands.DeleteContentItem).then(ev.deleted());
  });
});

describe('content item: guards', () => {
  it('pin twice or unpin an unpinned item is refused with the reason', () => {
    spec
      .given(...histories.published, ev.pinned())
      .when(commands.PinContentItem)
      .thenRefuses({ kind: IllegalStateError, currentState: 'published (pinned)', messageZh: '内容当前为“已发布（已置顶）”，不能置顶' });
    spec
      .given(...histories.unpublished)
      .when(commands.UnpinContentItem)
      .thenRefuses({ kind: IllegalStateError, currentState: 'unpublished (not pinned)' });
  });

  it.each([
    ['kind', { kind: 'press' as unknown as 'news' }],
    ['title', { title: '  ' }],
    ['summary', { summary: '长'.repeat(91) }],
  ])('save refuses an invalid %s', (field, change) => {
    spec.given().when({ ...commands.SaveContentItem, content: { ...draft, ...change } }).thenRefuses({ code: 'VALIDATION_FAILED', details: { field } });
  });

  it('a summary of exactly 90 characters is kept', () => {
    const summary = '摘'.repeat(90);
    expect(spec.given().when({ ...commands.SaveContentItem, content: { ...draft, summary } }).thenState()).toMatchObject({ summary });
  });

  it('an update must name the same item', () => {
    spec
      .given(...histories.unpublished)
      .when({ ...commands.SaveContentItem, contentId: 'c-2' })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field: 'contentId' } });
  });
});

describe('content item: announcements', () => {
  const announcement: ContentDraft = { ...draft, kind: 'courtReformAnnouncement', announcementType: 5 };

  it('an announcement is saved with its announcement type', () => {
    const state = spec.given().when({ ...commands.SaveContentItem, content: announcement }).thenState();
    expect(state).toMatchObject({ status: 'unpublished', publishType: ANNOUNCEMENT_PUBLISH_TYPE, announcementType: 5 });
  });

  it('editing an announcement can move it to another type', () => {
    const content: ContentFields = { ...saved, kind: 'courtReformAnnouncement', publishType: ANNOUNCEMENT_PUBLISH_TYPE, pageListIndex: null, announcementType: 5 };
    const created: ContentItemEvent = {
      type: 'ContentItemCreated',
      data: { contentId: 'c-1', tenantId: 'tenant-1', content, actor: editor, at: at(0) },
    };
    spec
      .given(created)
      .when({ ...commands.SaveContentItem, content: { ...announcement, announcementType: 6 }, at: at(1) })
      .then(ev.updated({ ...content, announcementType: 6 }));
  });

  it.each([
    ['without a type', null, '请选择公告类型'],
    ['with a type outside 1–6', 7, '公告类型不正确'],
  ])('an announcement %s is refused', (_case, announcementType, messageZh) => {
    spec
      .given()
      .when({ ...commands.SaveContentItem, content: { ...announcement, announcementType: announcementType as 1 | null } })
      .thenRefuses({ code: 'VALIDATION_FAILED', messageZh, details: { field: 'announcementType' } });
  });

  it('other content may not carry an announcement type', () => {
    spec
      .given()
      .when({ ...commands.SaveContentItem, content: { ...draft, announcementType: 1 } })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field: 'announcementType' } });
  });

  it('an item stored before announcement types existed folds with none', () => {
    const legacy = structuredClone(ev.created());
    delete (legacy.data as { content: Partial<ContentFields> }).content.announcementType;
    expect(contentItemDecider.evolve(contentItemDecider.initialState(), legacy)).toMatchObject({ announcementType: null });
  });

  it('an announcement stored before content kinds existed folds as one, and can still be edited', () => {
    const legacy: ContentItemEvent = {
      type: 'ContentItemCreated',
      data: {
        contentId: 'c-1',
        tenantId: 'tenant-1',
        content: { publishType: 4, pageListIndex: null, announcementType: 2, title: '重整投资人招募公告', summary: '招募', body: '<p>招募</p>', coverFileId: null },
        actor: editor,
        at: at(0),
      },
    };
    const state = spec.given(legacy).when({ ...commands.SaveContentItem, content: { ...announcement, announcementType: 2 } }).thenState();
    expect(state).toMatchObject({ kind: 'courtReformAnnouncement', labelIds: [], attachments: [], fields: {}, order: null, scheduledAt: null });
  });
});

describe('content item: the kit', () => {
  const memberUnit: ContentDraft = {
    kind: 'memberUnit',
    title: '深圳市前海破产清算事务所',
    body: '',
    fields: { creditCode: exampleCreditCode('qianhai01'), memberLevel: 'director', contact: '李明', phone: '0755-86001234', website: 'https://example.cn' },
  };

  it('a record is saved with its declared fields, checked and normalised', () => {
    const state = spec.given().when({ ...commands.SaveContentItem, content: memberUnit }).thenState();
    expect(state).toMatchObject({
      kind: 'memberUnit',
      publishType: 7,
      pageListIndex: 12,
      fields: { memberLevel: 'director', phone: '0755-86001234', address: null, logoFileId: null },
    });
  });

  it.each([
    ['fields.creditCode', { creditCode: '91440300MA5F0000X0' }, '请输入正确的统一社会信用代码'],
    ['fields.memberLevel', { memberLevel: 'patron' }, '请选择会员级别'],
    ['fields.phone', { phone: '12345' }, '请输入正确的联系电话'],
    ['fields.website', { website: 'javascript:alert(1)' }, '网址须以 http:// 或 https:// 开头'],
    ['fields.rank', { rank: '1' }, '会员单位没有该字段（rank）'],
  ])('a record with a bad %s is refused', (field, change, messageZh) => {
    spec
      .given()
      .when({ ...commands.SaveContentItem, content: { ...memberUnit, fields: { ...memberUnit.fields, ...change } } })
      .thenRefuses({ code: 'VALIDATION_FAILED', messageZh, details: { field } });
  });

  it.each([
    ['labelIds', { labelIds: Array.from({ length: 11 }, (_, index) => `label-${index}`) }],
    ['attachments', { kind: 'friendlyLink' as const, body: '', fields: { url: 'https://a.cn' }, attachments: [{ fileId: 'f-1', name: '附件.pdf' }] }],
    ['coverFileId', { kind: 'centerIntroduction' as const, coverFileId: 'f-1' }],
    ['order', { order: 2 }],
    ['body', { kind: 'friendlyLink' as const, fields: { url: 'https://a.cn' } }],
  ])('what the kind does not take is refused: %s', (field, change) => {
    spec.given().when({ ...commands.SaveContentItem, content: { ...draft, ...change } }).thenRefuses({ code: 'VALIDATION_FAILED', details: { field } });
  });

  it('labels and attachments are kept, duplicates of a label once', () => {
    const content = { ...draft, labelIds: ['l-1', 'l-2', 'l-1'], attachments: [{ fileId: 'f-1', name: ' 指引.pdf ' }] };
    expect(spec.given().when({ ...commands.SaveContentItem, content }).thenState()).toMatchObject({
      labelIds: ['l-1', 'l-2'],
      attachments: [{ fileId: 'f-1', name: '指引.pdf' }],
    });
  });

  it('the kind of an item never changes', () => {
    spec
      .given(...histories.unpublished)
      .when({ ...commands.SaveContentItem, content: { ...draft, kind: 'news' } })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field: 'kind' } });
  });

  it('restoring an older revision saves its fields again as a new revision that names it', () => {
    const edited: ContentFields = { ...saved, title: '改过的标题' };
    spec
      .given(...histories.unpublished, ev.updated(edited))
      .when({ ...commands.RestoreContentRevision, fromVersion: 1, content: saved })
      .then({ type: 'ContentItemUpdated', data: { content: saved, restoredFrom: 1, actor: editor, at: at(9) } });
  });

  it('links are reordered; the same place again writes nothing', () => {
    spec.given(linkCreated()).when(commands.ReorderContentItem).then({ type: 'ContentItemReordered', data: { order: 3, actor: editor, at: at(9) } });
    spec.given(linkCreated()).when({ ...commands.ReorderContentItem, order: 1 }).then();
  });

  it('a scheduled publication publishes only for the time still set', () => {
    spec
      .given(...histories.unpublished, ev.scheduled())
      .when({ type: 'PublishContentItem', bySchedule: LATER, actor: editor, at: LATER })
      .then({ type: 'ContentItemPublished', data: { scheduledFor: LATER, actor: editor, at: LATER } });
    // Moved to another time, cancelled, or cleared by an edit: the old schedule cannot publish.
    for (const history of [
      [...histories.unpublished, ev.scheduled(), ev.scheduled('2024-09-04T08:00:00+08:00')],
      [...histories.unpublished, ev.scheduled(), ev.cancelled()],
      [...histories.unpublished, ev.scheduled(), ev.updated(saved)],
    ])
      spec
        .given(...history)
        .when({ type: 'PublishContentItem', bySchedule: LATER, actor: editor, at: LATER })
        .thenRefuses({ code: 'ILLEGAL_STATE', details: { reason: 'SCHEDULE_NOT_CURRENT' } });
  });

  it('a publication time must lie ahead; cancelling needs a schedule', () => {
    spec
      .given(...histories.unpublished)
      .when({ ...commands.ScheduleContentPublication, publishAt: at(1) })
      .thenRefuses({ code: 'VALIDATION_FAILED', messageZh: '发布时间须晚于当前时间', details: { field: 'publishAt' } });
    spec.given(...histories.unpublished).when(commands.CancelContentSchedule).thenRefuses({ kind: IllegalStateError });
    expect(spec.given(...histories.unpublished, ev.scheduled()).when(commands.PublishContentItem).thenState()).toMatchObject({
      status: 'published',
      scheduledAt: null,
    });
  });
});

const randomCommand = (type: ContentItemCommandType, _state: ContentItemState, variant: Variant, step: number): ContentItemCommand => {
  const base = { actor: editor, at: at(step % 60) };
  switch (type) {
    case 'RestoreContentRevision':
      return { ...base, type, fromVersion: 1, content: pick(variant, 4, [saved, link]) };
    case 'ReorderContentItem':
      return { ...base, type, order: pick(variant, 4, [0, 2, -1]) };
    case 'ScheduleContentPublication':
      return { ...base, type, publishAt: pick(variant, 4, [LATER, at(0), 'soon']) };
    case 'PublishContentItem':
      return { ...base, type, ...(variant[5] === 1 ? { bySchedule: LATER } : {}) };
    case 'SaveContentItem':
      break;
    default:
      return { ...base, type };
  }
  return {
    ...commands.SaveContentItem,
    ...base,
    content: {
      ...pick(variant, 1, [draft, { ...draft, kind: 'news' as const }, { kind: 'friendlyLink' as const, title: '链接', fields: { url: 'https://a.cn' } }]),
      title: pick(variant, 2, ['标题', '标题', '']),
      summary: pick(variant, 3, [undefined, '摘要', '长'.repeat(91)]),
    },
  };
};

describe('content item: properties', () => {
  it('random command sequences stay inside the table; refusals change nothing; replay reproduces state', () => {
    checkStateMachine({
      decider: contentItemDecider,
      transitions: contentItemTransitions,
      vocabulary: contentItemVocabulary,
      commandTypes: Object.keys(commands) as ContentItemCommandType[],
      commandFor: randomCommand,
      creation: [],
    });
  });
});
