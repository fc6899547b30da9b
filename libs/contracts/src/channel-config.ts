import { z } from 'zod';
import { PG_INTEGER_MAX } from './fields';
import { cmsModes, type CmsMode } from './tenant';

/**
 * The channel configuration staff edit on the back office's 基础配置 screen (spec §3 "Channel
 * config", §7 POST /api/v1/associatio/config/list and /config). The icons are stored files
 * (verified images); the public configuration turns them into addresses.
 */
export type ChannelConfigValues = {
  title: string;
  gpUrl: string | null;
  gpShow: boolean;
  cmsMode: CmsMode;
  cmsIndexMode: CmsMode;
  cmsNewHome: boolean;
  cmsQuestionShow: boolean;
  subPathPre: string;
  aiName: string;
  crossImTitle: string | null;
  /** The page icon (favicon): a verified image's fileId, or null for the platform's icon. */
  icoFileId: string | null;
  /** The cross-border communication pages' icon. */
  crossImIcoFileId: string | null;
};

export const channelConfigFields = [
  'title', 'gpUrl', 'gpShow', 'cmsMode', 'cmsIndexMode', 'cmsNewHome', 'cmsQuestionShow', 'subPathPre', 'aiName', 'crossImTitle', 'icoFileId', 'crossImIcoFileId',
] as const satisfies readonly (keyof ChannelConfigValues)[];
export type ChannelConfigField = (typeof channelConfigFields)[number];

export const CHANNEL_TITLE_MAX = 30;
export const AI_NAME_MAX = 10;
export const CROSS_IM_TITLE_MAX = 30;
export const SUB_PATH_PRE_MAX = 32;
export const GP_URL_MAX = 500;

/** Empty optional text is "not set", never an empty string. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value), schema.nullable());

const isMarkupOrControl = (character: string): boolean => character === '<' || character === '>' || character.charCodeAt(0) < 0x20 || character === '\u007f';

const boundedText = (label: string, max: number) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(max, { message: `${label}不能超过${max}个字` })
    // Titles end up in page titles and headings: no markup, no control characters.
    .refine((value) => !Array.from(value).some(isMarkupOrControl), { message: `${label}不能包含尖括号或控制字符` });

/** http(s), a host, then anything but whitespace: javascript:, data: and relative links are refused. */
const HTTP_URL = /^https?:\/\/[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff.-]*[a-z0-9\u00a1-\uffff])?(:\d{1,5})?([/?#]\S*)?$/i;

const httpUrl = z
  .string()
  .trim()
  .max(GP_URL_MAX, { message: `引导链接不能超过${GP_URL_MAX}个字符` })
  .regex(HTTP_URL, { message: '引导链接须为以 http:// 或 https:// 开头的网址' });

const mode = (label: string) => z.enum(cmsModes, { message: `${label}须为 ${cmsModes.join('、')} 之一` });

const booleanField = (label: string) => z.boolean({ message: `${label}须为是或否` });

const iconField = (label: string) => optional(z.uuid({ message: `${label}文件编号无效` }));

/**
 * A sub-path prefix is appended to portal route names (`-csj` → /portal-csj): empty, or
 * hyphen-led lower-case words, so it can never leave the path or inject a segment.
 */
export const SUB_PATH_PRE_PATTERN = /^(-[a-z0-9]+)*$/;

export const channelConfigValuesSchema = z.object({
  title: boundedText('门户标题', CHANNEL_TITLE_MAX),
  gpUrl: optional(httpUrl),
  gpShow: booleanField('是否显示引导链接'),
  cmsMode: mode('门户模式'),
  cmsIndexMode: mode('首页模式'),
  cmsNewHome: booleanField('是否启用新版首页'),
  cmsQuestionShow: booleanField('是否显示智能问答'),
  subPathPre: z
    .string({ message: '请填写路径前缀（可为空）' })
    .trim()
    .max(SUB_PATH_PRE_MAX, { message: `路径前缀不能超过${SUB_PATH_PRE_MAX}个字符` })
    .regex(SUB_PATH_PRE_PATTERN, { message: '路径前缀须为空，或以“-”开头的小写字母和数字（如 -csj）' }),
  aiName: boundedText('助手名称', AI_NAME_MAX),
  crossImTitle: optional(boundedText('跨境沟通标题', CROSS_IM_TITLE_MAX)),
  icoFileId: iconField('网站图标'),
  crossImIcoFileId: iconField('跨境沟通图标'),
});

/** POST /api/v1/associatio/config: the whole configuration and the version it was based on. */
export const saveChannelConfigSchema = channelConfigValuesSchema.extend({
  // 0 = the association's configuration was never edited from the back office.
  version: z.coerce
    .number({ message: '缺少配置版本，请刷新后重试' })
    .int({ message: '缺少配置版本，请刷新后重试' })
    .min(0, { message: '缺少配置版本，请刷新后重试' })
    .max(PG_INTEGER_MAX, { message: '版本号超出范围，请刷新后重试' }),
});
export type SaveChannelConfigRequest = z.infer<typeof saveChannelConfigSchema>;

/** POST /api/v1/associatio/config/list: how many past changes to include (newest first). */
export const channelConfigListSchema = z.object({
  historySize: z.coerce.number({ message: '历史条数无效' }).int({ message: '历史条数无效' }).min(0, { message: '历史条数无效' }).max(100, { message: '历史条数不能超过100' }).default(20),
});
export type ChannelConfigListRequest = z.infer<typeof channelConfigListSchema>;

export type ChannelConfigIcon = { fileId: string; fileName: string; contentType: string; size: number };

export type ChannelConfigChange = {
  version: number;
  at: string;
  actor: { id: string; name: string };
  changes: { field: ChannelConfigField; from: unknown; to: unknown }[];
};

export type ChannelConfigSettings = {
  channel: string;
  config: ChannelConfigValues;
  /** Send it back with the change: a save based on an older version is refused (409). */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  icons: { ico: ChannelConfigIcon | null; crossImIco: ChannelConfigIcon | null };
  /** The portal mode decides the kind of case the association runs: it is fixed once a case exists. */
  cmsModeLocked: boolean;
  /** Newest first, at most `historySize`. */
  history: ChannelConfigChange[];
};

/** Icons are shown as favicons and in headers: a small verified image. */
export const CHANNEL_ICON_TYPES = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const CHANNEL_ICON_MAX_BYTES = 1_048_576;
export const channelIconRefusal = (label: string): string => `${label}须为已上传并通过校验的 PNG、JPG 或 GIF 图片，且不超过1MB`;
