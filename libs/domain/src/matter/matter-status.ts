/** Matter status in the communicate area, with the spec's codes (§4). */
export const MatterStatuses = ['ongoing', 'ended'] as const;
export type MatterStatus = (typeof MatterStatuses)[number];

export const matterStatusCode: Record<MatterStatus, number> = { ongoing: 0, ended: 1 };

export const matterStatusLabel: Record<MatterStatus, { zh: string; en: string }> = {
  ongoing: { zh: '进行中', en: 'Ongoing' },
  ended: { zh: '已结束', en: 'Ended' },
};

export const matterStatusFromCode = (code: number): MatterStatus | undefined =>
  MatterStatuses.find((status) => matterStatusCode[status] === code);
