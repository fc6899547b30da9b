import { AnnouncementTypes, type AnnouncementTypeCode } from '../constants/announcement-types';
import { codeKeyOf } from '../constants/code-dictionary';
import type { PublishType } from '../constants/content-kinds';

/**
 * Court-reform announcements (庭外重组公告, the back office's courtReformGgxx) are content items of
 * this publish type. The spec numbers publish types 1–8 without naming them, so the number is our
 * choice: courtReformGgxx is the fourth content screen of the back-office list in spec §2
 * (centerIntroduction, news, knowledgeManagement, courtReformGgxx, lawsRegulations, …). It lives
 * in this one constant so that a different numbering, should one surface, changes one line.
 */
export const ANNOUNCEMENT_PUBLISH_TYPE = 4 as const satisfies PublishType;

export const isAnnouncementType = (value: number): value is AnnouncementTypeCode => codeKeyOf(AnnouncementTypes, value) !== undefined;
