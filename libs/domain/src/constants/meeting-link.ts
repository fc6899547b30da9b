import type { Label } from '../shared/transitions';

/** The label of a meeting's link by meeting status (spec §4); status 1 is the test session. */
export const MeetingLinkLabels = {
  0: { zh: '进入会议', en: 'Enter meeting' },
  1: { zh: '进入测试', en: 'Enter test' },
  2: { zh: '进入会议', en: 'Enter meeting' },
  3: { zh: '进入会议', en: 'Enter meeting' },
  4: { zh: '会议详情', en: 'Meeting details' },
} as const satisfies Record<number, Label>;

export type MeetingStatus = keyof typeof MeetingLinkLabels;

export const isMeetingStatus = (status: number): status is MeetingStatus => Object.hasOwn(MeetingLinkLabels, status);

/** Undefined for a status the spec does not name, so the screen can hide the link. */
export const meetingLinkLabel = (status: number): Label | undefined =>
  isMeetingStatus(status) ? MeetingLinkLabels[status] : undefined;
