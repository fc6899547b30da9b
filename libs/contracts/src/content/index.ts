export * from './content-kit';
export * from './announcement';
export * from './public-reads';
export * from './portal-areas';
