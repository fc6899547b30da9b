export * from './organisation';
