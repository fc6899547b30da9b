import { z } from 'zod';
import { nameField } from './fields';

/** Content labels (spec §7 "Labels"): a per-association vocabulary any content item may carry. */
export type ContentLabel = { id: string; name: string };

export const LABEL_NAME_MAX = 20;
export const LABEL_SEARCH_LIMIT = 20;

/** GET /api/v1/cms/label/search?keyword=: names starting with the keyword first, then containing it. */
export const labelSearchSchema = z.object({
  keyword: z.string().trim().max(LABEL_NAME_MAX, { message: `关键字不能超过${LABEL_NAME_MAX}个字` }).default(''),
  limit: z.coerce.number({ message: '条数无效' }).int({ message: '条数无效' }).min(1, { message: '条数无效' }).max(50, { message: '条数不能超过50' }).default(LABEL_SEARCH_LIMIT),
});
export type LabelSearchRequest = z.infer<typeof labelSearchSchema>;

/** POST /api/v1/cms/label/create {name}: an existing name answers its label. */
export const createLabelSchema = z.object({ name: nameField('标签名称', LABEL_NAME_MAX) });
export type CreateLabelRequest = z.infer<typeof createLabelSchema>;

/** DELETE /api/v1/cms/label/del?id= */
export const deleteLabelSchema = z.object({ id: z.uuid({ message: '标签编号无效' }) });
export type DeleteLabelRequest = z.infer<typeof deleteLabelSchema>;
