export * from './roster-fields';
export * from './roster-entry';
export * from './roster-import';
export * from './roster-import-sample';
