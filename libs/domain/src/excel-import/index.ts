export * from './import-sheet';
