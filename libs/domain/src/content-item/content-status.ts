/**
 * Content item statuses. The spec names the operations (save or update, on/off, pin, delete)
 * but not the statuses, so these are ours: the on/off switch is published/unpublished, pinning
 * is a flag inside either, and deleted is final.
 */
export const ContentItemStatuses = ['unpublished', 'published', 'deleted'] as const;
export type ContentItemStatus = (typeof ContentItemStatuses)[number];

export const contentItemStatusLabel: Record<ContentItemStatus, { zh: string; en: string }> = {
  unpublished: { zh: '未发布', en: 'Unpublished' },
  published: { zh: '已发布', en: 'Published' },
  deleted: { zh: '已删除', en: 'Deleted' },
};
