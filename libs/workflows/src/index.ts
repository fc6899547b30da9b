export * from './workflows/messages';
export * from './activities/case-events.activities';
