import { z } from 'zod';

/** The dictionary calls (spec §7 "Dictionary"): by code type, several at once, or one level of a hierarchy. */
const codeTypeField = z.coerce.number({ message: '字典类型无效' }).int({ message: '字典类型无效' }).min(1, { message: '字典类型无效' }).max(9999, { message: '字典类型无效' });

export const dictCodeQuerySchema = z.object({ codeType: codeTypeField });
export const dictBatchSchema = z.object({ codeTypes: z.array(codeTypeField).min(1, { message: '请指定字典类型' }).max(20, { message: '一次最多查询20类字典' }) });
export const dictChildrenQuerySchema = z.object({ codeType: codeTypeField, parentCode: z.string().trim().max(20).optional() });
