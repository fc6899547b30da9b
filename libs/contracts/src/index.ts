export * from './envelope';
export * from './headers';
export * from './tenant';
export * from './auth';
export * from './court-reform';
export * from './audit';
export * from './restructuring';
