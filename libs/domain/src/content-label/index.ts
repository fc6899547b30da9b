export * from './content-label';
