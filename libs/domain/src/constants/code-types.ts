import type { Label } from '../shared/transitions';
import { AnnouncementTypes } from './announcement-types';
import { codeEntries, type CodeDictionary } from './code-dictionary';
import { ImMessageTypes } from './im-message-types';
import { OrganisationTypes } from './organisation-types';
import { StatusDictionaries } from './status-dictionaries';
import { TreeNodeTypes } from './tree-node-types';

/**
 * The code-type dictionaries the dictionary calls serve (spec §3 "held by numeric type code";
 * §7 dict/code, dict/code/batch, dict/getChildClassCode). The spec numbers none of them: the
 * numbers below are ours, and stable once published. A hierarchical dictionary (industries)
 * gives each item its parent's code; the others are flat.
 */
export type CodeItem = { code: string; name: string; nameEn: string; parentCode: string | null };
export type CodeTypeDefinition = { codeType: number; name: Label; items: readonly CodeItem[] };

const flat = (dictionary: CodeDictionary): CodeItem[] =>
  codeEntries(dictionary).map((entry) => ({ code: String(entry.code), name: entry.zh, nameEn: entry.en, parentCode: null }));

const statuses = (entries: readonly { code: number; zh: string; en: string }[]): CodeItem[] =>
  entries.map((entry) => ({ code: String(entry.code), name: entry.zh, nameEn: entry.en, parentCode: null }));

/** GB/T 4754-2017 industry sections, with the divisions most seen in restructuring cases. */
const industrySections: [code: string, zh: string, en: string][] = [
  ['A', '农、林、牧、渔业', 'Agriculture, forestry, animal husbandry and fishery'],
  ['B', '采矿业', 'Mining'],
  ['C', '制造业', 'Manufacturing'],
  ['D', '电力、热力、燃气及水生产和供应业', 'Electricity, heat, gas and water supply'],
  ['E', '建筑业', 'Construction'],
  ['F', '批发和零售业', 'Wholesale and retail trade'],
  ['G', '交通运输、仓储和邮政业', 'Transport, storage and post'],
  ['H', '住宿和餐饮业', 'Accommodation and catering'],
  ['I', '信息传输、软件和信息技术服务业', 'Information transmission, software and IT services'],
  ['J', '金融业', 'Finance'],
  ['K', '房地产业', 'Real estate'],
  ['L', '租赁和商务服务业', 'Leasing and business services'],
  ['M', '科学研究和技术服务业', 'Scientific research and technical services'],
  ['N', '水利、环境和公共设施管理业', 'Water, environment and public facilities management'],
  ['O', '居民服务、修理和其他服务业', 'Resident, repair and other services'],
  ['P', '教育', 'Education'],
  ['Q', '卫生和社会工作', 'Health and social work'],
  ['R', '文化、体育和娱乐业', 'Culture, sports and entertainment'],
  ['S', '公共管理、社会保障和社会组织', 'Public administration, social security and social organisations'],
  ['T', '国际组织', 'International organisations'],
];

const industryDivisions: [code: string, parent: string, zh: string, en: string][] = [
  ['13', 'C', '农副食品加工业', 'Processing of agricultural and sideline food'],
  ['17', 'C', '纺织业', 'Textiles'],
  ['26', 'C', '化学原料和化学制品制造业', 'Chemical raw materials and products'],
  ['30', 'C', '非金属矿物制品业', 'Non-metallic mineral products'],
  ['31', 'C', '黑色金属冶炼和压延加工业', 'Ferrous metal smelting and rolling'],
  ['39', 'C', '计算机、通信和其他电子设备制造业', 'Computers, communication and other electronic equipment'],
  ['47', 'E', '房屋建筑业', 'Building construction'],
  ['48', 'E', '土木工程建筑业', 'Civil engineering'],
  ['51', 'F', '批发业', 'Wholesale trade'],
  ['52', 'F', '零售业', 'Retail trade'],
  ['70', 'K', '房地产业', 'Real estate'],
  ['72', 'L', '商务服务业', 'Business services'],
];

export const CodeTypes: readonly CodeTypeDefinition[] = [
  { codeType: 1, name: { zh: '公告类型', en: 'Announcement types' }, items: flat(AnnouncementTypes) },
  { codeType: 2, name: { zh: '机构类型', en: 'Organisation types' }, items: flat(OrganisationTypes) },
  { codeType: 3, name: { zh: '组织树节点类型', en: 'Organisation tree node types' }, items: flat(TreeNodeTypes) },
  { codeType: 4, name: { zh: '即时消息类型', en: 'Instant-message types' }, items: flat(ImMessageTypes) },
  { codeType: 5, name: { zh: '庭外重组办理状态', en: 'Court-reform case states' }, items: statuses(StatusDictionaries.courtReform) },
  { codeType: 6, name: { zh: '重组任务状态', en: 'Restructuring task states' }, items: statuses(StatusDictionaries.restructuringTask) },
  { codeType: 7, name: { zh: '困境咨询状态', en: 'Distress consultation states' }, items: statuses(StatusDictionaries.distressConsultation) },
  { codeType: 8, name: { zh: '事项状态', en: 'Matter statuses' }, items: statuses(StatusDictionaries.matter) },
  {
    codeType: 9,
    name: { zh: '国民经济行业分类', en: 'Industry classification' },
    items: [
      ...industrySections.map(([code, name, nameEn]) => ({ code, name, nameEn, parentCode: null })),
      ...industryDivisions.map(([code, parentCode, name, nameEn]) => ({ code, name, nameEn, parentCode })),
    ],
  },
];

export const codeTypeOf = (codeType: number): CodeTypeDefinition | undefined => CodeTypes.find((type) => type.codeType === codeType);
