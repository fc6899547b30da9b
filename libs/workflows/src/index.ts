export * from './workflows/messages';
export * from './activities/case-events.activities';
export * from './activities/content-item-decision';
export * from './activities/content-publication.activities';
