export * from './roster-fields';
export * from './roster-entry';
export * from './roster-import';
