export * from './content-kit';
export * from './announcement';
