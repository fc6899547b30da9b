import type { DataSource } from 'typeorm';
import {
  AnnouncementTypes,
  ContentKinds,
  defaultContentCategories,
  exampleCreditCode,
  systemActor,
  type ContentDraft,
  type ContentItemCommand,
  type ContentKindKey,
  type MeetingStatus,
  type PortalVariantKey,
} from '@bk/domain';
import { contentIdForRequest, contentItemStreamId, deterministicEventId, EventStore, inTenantTransaction } from '@bk/infrastructure';
import { decideOnContentItem, foldContentItem } from '@bk/workflows';
import { contentFileAddress } from '../content/rich-text';
import type { DemoTenant } from './demo-data';
import { DEMO_IMAGES, DEMO_PDF, demoFileId } from './demo-files';

/** What a demo item becomes after saving: live or not, pinned or not. */
type DemoItem = { key: string; draft: ContentDraft; publish: boolean; pin?: boolean };

const variantOf = (tenant: DemoTenant): PortalVariantKey => {
  switch (tenant.config.cmsMode) {
    case 'csj':
      return 'csj';
    case 'jilin':
      return 'jilin';
    case 'bj-ypt':
      return 'bjYpt';
    default:
      return 'default';
  }
};

/** Three titles per article kind: real-sounding items a newcomer recognises. */
const ARTICLE_TITLES: Partial<Record<ContentKindKey, string[]>> = {
  news: ['协会召开2026年度会员大会暨第三届理事会第二次会议', '协会与市中级人民法院签署破产审判协作备忘录', '破产管理人执业能力提升研讨会顺利举办'],
  centreNews: ['中心完成首批预重整项目备案', '中心赴兄弟城市调研企业重整服务工作', '中心举办企业纾困政策宣讲会'],
  associationNotice: ['关于开展2026年度会员信息核查工作的通知', '关于缴纳2026年度会费的通知', '关于推荐优秀破产管理人案例的通知'],
  notice: ['关于调整重组咨询受理时间的通知', '关于启用新版申请材料清单的通知', '关于春节假期值班安排的通知'],
  memberStyle: ['会员风采｜深耕破产审判辅助十五年的团队', '会员风采｜以专业守护企业重生', '会员风采｜青年管理人的成长之路'],
  managerStyle: ['管理人风采｜某纺织企业重整案团队纪实', '管理人风采｜清算程序中的职工权益保障', '管理人风采｜跨区域协同处置资产的实践'],
  partyBuilding: ['协会党支部开展主题党日活动', '党建引领行业自律 推动管理人队伍建设', '协会党支部召开专题组织生活会'],
  knowledge: ['破产重整中债权申报的十个常见问题', '预重整与庭外重组的衔接要点', '共益债务认定实务解析'],
  lecture: ['专家讲坛｜重整计划草案的可行性论证', '专家讲坛｜破产程序中的税收问题', '专家讲坛｜上市公司重整的信息披露'],
  training: ['2026年第一期破产管理人业务培训班开班', '破产案件财务审计专题培训通知', '管理人履职风险防范线上培训'],
  guide: ['庭外重组申请办理指南', '债权申报办理指南', '重组咨询预约办理指南'],
  workGuide: ['管理人接管工作指引（试行）', '破产财产变价处置工作指引', '债权人会议召开工作指引'],
  typicalCase: ['典型案例｜某机械制造企业庭外重组成功案例', '典型案例｜房地产项目“保交楼”重整实践', '典型案例｜中小微企业简易重整程序适用'],
  lessons: ['他山之石｜深圳个人破产制度实践观察', '他山之石｜浙江预重整制度经验', '他山之石｜域外庭外重组制度比较'],
  adviser: ['重整顾问介绍｜资深律师王立新', '重整顾问介绍｜注册会计师李慧敏', '重整顾问介绍｜投融资专家张伟'],
  laws: ['中华人民共和国企业破产法', '最高人民法院关于适用《中华人民共和国企业破产法》若干问题的规定（三）', '全国法院破产审判工作会议纪要'],
  policy: ['关于推动和保障管理人依法履职 促进企业破产程序高效运行的意见', '关于优化营商环境 推进企业破产便利化的若干措施', '关于建立企业破产处置府院联动机制的实施意见'],
  courtReformAnnouncement: ['某科技有限公司重整投资人招募公告', '某商贸有限公司资产处置公告', '某建设集团有限公司破产清算案管理人选任公告', '某食品有限公司重整案审计评估机构选任公告'],
};

const SINGLE_PAGE_TEXT: Partial<Record<ContentKindKey, (name: string) => string>> = {
  centerIntroduction: (name) => `<h2>${name}</h2><p>本中心致力于为困境企业提供庭外重组、预重整咨询与债务协商服务，推动府院联动，降低企业纾困成本。</p>`,
  associationIntro: (name) => `<h2>${name}</h2><p>协会是由依法执业的破产管理人自愿组成的行业自律组织，负责会员管理、业务培训、执业监督与行业交流。</p>`,
  charter: (name) => `<h2>${name}章程</h2><h3>第一章 总则</h3><p>第一条 本会宗旨：规范管理人执业行为，维护会员合法权益，促进破产事业健康发展。</p>`,
  contactUs: (name) => `<h2>联系我们</h2><ul><li>单位：${name}</li><li>电话：0755-83000000</li><li>邮箱：<a href="mailto:service@example.org.cn">service@example.org.cn</a></li></ul>`,
};

const MEMBER_UNITS: [name: string, level: string][] = [
  ['广东华信律师事务所', 'president'],
  ['立信中联会计师事务所（特殊普通合伙）深圳分所', 'vicePresident'],
  ['深圳市前海破产清算事务有限公司', 'director'],
];

const INVESTORS: [name: string, type: string, industries: string[], scale: string][] = [
  ['华南产业升级投资基金（有限合伙）', 'industrial', ['先进制造', '新能源'], '20亿元'],
  ['鹏城资产管理有限公司', 'financial', ['不良资产', '房地产'], '50亿元'],
  ['市属国有资本运营有限公司', 'stateOwned', ['基础设施', '城市更新'], '100亿元'],
];

const LINKS: [name: string, url: string][] = [
  ['全国企业破产重整案件信息网', 'https://pccz.court.gov.cn/'],
  ['中国裁判文书网', 'https://wenshu.court.gov.cn/'],
  ['国家企业信用信息公示系统', 'https://www.gsxt.gov.cn/'],
  ['中国执行信息公开网', 'https://zxgk.court.gov.cn/'],
];

const ANNOUNCEMENT_TYPES = [
  AnnouncementTypes.investorRecruitment.code,
  AnnouncementTypes.assetAuction.code,
  AnnouncementTypes.administratorSelection.code,
  AnnouncementTypes.auditAppraisalSelection.code,
];

const MEETINGS: [caseName: string, status: MeetingStatus, day: string][] = [
  ['某科技有限公司重整案第一次债权人会议', 0, '2026-12-08 09:30'],
  ['某商贸有限公司破产清算案网络会议测试', 1, '2026-12-01 14:00'],
  ['某机械制造有限公司重整案第二次债权人会议', 4, '2026-10-20 09:00'],
];

const categoryOf = (categories: Map<ContentKindKey, number[]>, kind: ContentKindKey, index: number): number | null => {
  const codes = categories.get(kind) ?? [];
  return codes.length > 0 ? codes[index % codes.length]! : null;
};

const paragraph = (title: string, tenant: DemoTenant): string =>
  `<p>${tenant.name}讯：${title}。本次工作围绕优化营商环境、提升破产办理质效展开，相关单位负责人和会员代表参加。</p>` +
  '<p>会议强调，要坚持依法规范、公开透明，进一步健全府院联动机制，切实维护债权人和职工合法权益。</p>';

/** The demo items of one association: every kind, a few each, some with images and a PDF, some pinned, some not live. */
const demoItems = (tenant: DemoTenant, categories: Map<ContentKindKey, number[]>): DemoItem[] => {
  const file = (name: string) => demoFileId(tenant.tenantId, name);
  const image = (name: string) => `<p><img src="${contentFileAddress(tenant.channel, file(name))}" alt="${name.replace('.png', '')}"></p>`;
  const items: DemoItem[] = [];
  for (const [kindKey, titles] of Object.entries(ARTICLE_TITLES) as [ContentKindKey, string[]][]) {
    const kind = ContentKinds[kindKey];
    titles.forEach((title, index) => {
      const withImage = index === 0;
      const withPdf = index === 1 && kind.attachments;
      items.push({
        key: `${kindKey}:${index}`,
        draft: {
          kind: kindKey,
          title,
          body: paragraph(title, tenant) + (withImage ? image(index % 2 === 0 ? DEMO_IMAGES.meeting : DEMO_IMAGES.training) : ''),
          categoryCode: categoryOf(categories, kindKey, index),
          coverFileId: withImage && kind.cover ? file(DEMO_IMAGES.cover) : null,
          attachments: withPdf ? [{ fileId: file(DEMO_PDF(tenant)), name: DEMO_PDF(tenant) }] : [],
          announcementType: kind.announcementType ? ANNOUNCEMENT_TYPES[index % ANNOUNCEMENT_TYPES.length]! : null,
        },
        // Every announcement is live: each area that lists a type has one to show.
        publish: index < 2 || kind.announcementType,
        pin: index === 0,
      });
    });
  }
  for (const [kindKey, text] of Object.entries(SINGLE_PAGE_TEXT) as [ContentKindKey, (name: string) => string][]) {
    items.push({ key: kindKey, draft: { kind: kindKey, title: ContentKinds[kindKey].label.zh, body: text(tenant.name) }, publish: true });
  }
  MEMBER_UNITS.forEach(([name, level], index) =>
    items.push({
      key: `memberUnit:${index}`,
      draft: {
        kind: 'memberUnit',
        title: name,
        // A restructuring centre lists member units on two tabs (institutions 8, supporting units 15).
        categoryCode: categoryOf(categories, 'memberUnit', index),
        fields: {
          creditCode: exampleCreditCode(`${tenant.channel}m${index}`),
          memberLevel: level,
          contact: ['陈律师', '李会计师', '张经理'][index]!,
          phone: `0755-8300${String(index + 1).padStart(4, '0')}`,
          address: '深圳市福田区福华三路',
          website: 'https://www.example.com.cn',
          logoFileId: index === 0 ? file(DEMO_IMAGES.icon) : null,
        },
      },
      publish: index < 2,
    }),
  );
  INVESTORS.forEach(([name, type, industries, scale], index) =>
    items.push({
      key: `investor:${index}`,
      draft: {
        kind: 'investor',
        title: name,
        body: `<p>${name}关注困境企业重整投资机会，可提供债务重组、股权投资与经营托管等综合方案。</p>`,
        fields: {
          creditCode: exampleCreditCode(`${tenant.channel}i${index}`),
          investorType: type,
          industries,
          capitalScale: scale,
          intentRegions: ['广东省', '长三角地区'],
          contact: ['刘总', '王总', '赵处长'][index]!,
          phone: `1390101${String(index + 1).padStart(4, '0')}`,
          authenticationInfo: index < 2 ? '已核验营业执照及资金证明（2026年1月）' : null,
        },
      },
      publish: index < 2,
    }),
  );
  MEETINGS.forEach(([caseName, status, at], index) =>
    items.push({
      key: `meeting:${index}`,
      draft: {
        kind: 'meeting',
        title: caseName,
        body: `<p>会议议程：管理人执行职务工作报告；债权核查；财产管理方案表决。</p>`,
        fields: { caseName, meetingAt: at, status: String(status), url: `https://meeting.example.org.cn/${tenant.channel}/${index + 1}` },
      },
      publish: true,
    }),
  );
  LINKS.forEach(([name, url], index) =>
    items.push({ key: `friendlyLink:${index}`, draft: { kind: 'friendlyLink', title: name, fields: { url }, order: index + 1 }, publish: index < 3 }),
  );
  LINKS.slice(0, 3).forEach(([name, url], index) =>
    items.push({
      key: `iconLink:${index}`,
      draft: { kind: 'iconLink', title: name, fields: { url, iconFileId: file(DEMO_IMAGES.icon) }, order: index + 1 },
      publish: true,
    }),
  );
  return items;
};

/**
 * Each association's content categories (its portal variant's tab codes) and demo content of
 * every kind, written through the same decider and event store as the back office; the workers
 * project it. Idempotent: categories insert once, and an item that exists is left as staff left it.
 */
export const seedContent = async (app: DataSource, tenant: DemoTenant): Promise<number> => {
  const categories = defaultContentCategories(variantOf(tenant));
  await inTenantTransaction(app, tenant.tenantId, async (manager) => {
    for (const category of categories)
      await manager.query(
        // A name staff chose stays; only the numbered placeholders earlier seeds gave announcement tabs are renamed.
        `INSERT INTO content_categories (tenant_id, kind, code, name, sort_order) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, kind, code) DO UPDATE SET name = EXCLUDED.name WHERE content_categories.name ~ '^重组公告[0-9]+$'`,
        [tenant.tenantId, category.kind, category.code, category.name, category.sortOrder],
      );
  });
  const codes = new Map<ContentKindKey, number[]>();
  for (const category of categories) codes.set(category.kind, [...(codes.get(category.kind) ?? []), category.code]);
  const store = new EventStore(app);
  const actor = systemActor('演示数据');
  const at = new Date().toISOString();
  let written = 0;
  for (const item of demoItems(tenant, codes)) {
    const kind = ContentKinds[item.draft.kind];
    const contentId =
      kind.shape === 'singlePage' ? contentIdForRequest(tenant.tenantId, `single-page:${kind.key}`) : deterministicEventId(`demo-content:${tenant.tenantId}:${item.key}`, 0);
    const existing = foldContentItem(await store.readStream(tenant.tenantId, contentItemStreamId(contentId)));
    if (existing.status !== 'empty') continue;
    const steps: ContentItemCommand[] = [
      { type: 'SaveContentItem', contentId, tenantId: tenant.tenantId, content: item.draft, actor, at },
      ...(item.publish ? [{ type: 'PublishContentItem', actor, at } as const] : []),
      ...(item.pin ? [{ type: 'PinContentItem', actor, at } as const] : []),
    ];
    for (const [index, command] of steps.entries()) {
      await decideOnContentItem(store, { tenantId: tenant.tenantId, contentId, expectedVersion: index, requestId: `seed:${item.key}:${index}`, command: () => command });
    }
    written += 1;
  }
  return written;
};
