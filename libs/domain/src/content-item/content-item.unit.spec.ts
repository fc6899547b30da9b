import type { Actor } from '../shared/actor';
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

const body = '<p>为进一步优化营商环境，本中心<strong>即日起</strong>开通庭外重组线上申请渠道，企业可通过门户网站提交申请材料，工作人员将在五个工作日内与申请企业联系，协助开展债权人沟通与重组方案论证等工作。</p><p>咨询电话：0591-12345678。</p>';

const draft: ContentDraft = { publishType: 1, pageListIndex: 3, title: ' 关于开通庭外重组线上申请的通知 ', body };

const saved: ContentFields = {
  publishType: 1,
  pageListIndex: 3,
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
};

const spec = specify(contentItemDecider);

describe('content item: transition table', () => {
  describeTransitionTable({
    decider: contentItemDecider,
    transitions: contentItemTransitions,
    vocabulary: contentItemVocabulary,
    creation: [],
    histories,
    commands,
    historyFor: (from, command) => (command === 'UnpinContentItem' ? [...histories[from], ev.pinned()] : undefined),
  });
});

describe('content item: transitions', () => {
  it('save creates an unpublished item; a blank summary is the body\'s first 90 characters', () => {
    spec.given().when(commands.SaveContentItem).then(ev.created());
    expect(Array.from(saved.summary)).toHaveLength(90);
  });

  it('save updates in place, published or not, keeping an explicit summary', () => {
    const content: ContentFields = { ...saved, summary: '线上申请渠道开通', coverFileId: 'file-9', pageListIndex: null };
    const command = { ...commands.SaveContentItem, content: { ...draft, summary: '线上申请渠道开通', coverFileId: 'file-9', pageListIndex: null }, at: at(1) };
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
    ['publishType', { publishType: 9 as unknown as 1 }],
    ['pageListIndex', { pageListIndex: 13 as unknown as 1 }],
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
  const announcement: ContentDraft = { ...draft, publishType: ANNOUNCEMENT_PUBLISH_TYPE, pageListIndex: null, announcementType: 5 };

  it('an announcement is saved with its announcement type', () => {
    const state = spec.given().when({ ...commands.SaveContentItem, content: announcement }).thenState();
    expect(state).toMatchObject({ status: 'unpublished', publishType: ANNOUNCEMENT_PUBLISH_TYPE, announcementType: 5 });
  });

  it('editing an announcement can move it to another type', () => {
    const content: ContentFields = { ...saved, publishType: ANNOUNCEMENT_PUBLISH_TYPE, pageListIndex: null, announcementType: 5 };
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
    const legacy = ev.created();
    delete (legacy.data as { content: Partial<ContentFields> }).content.announcementType;
    expect(contentItemDecider.evolve(contentItemDecider.initialState(), legacy)).toMatchObject({ announcementType: null });
  });
});

const randomCommand = (type: ContentItemCommandType, _state: ContentItemState, variant: Variant, step: number): ContentItemCommand => {
  const base = { actor: editor, at: at(step % 60) };
  if (type !== 'SaveContentItem') return { ...base, type };
  return {
    ...commands.SaveContentItem,
    ...base,
    content: {
      ...draft,
      publishType: pick(variant, 1, [1, 2, 8] as const),
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
