export * from './commands';
export * from './decide';
export * from './decider';
export * from './events';
export * from './process-state';
export * from './state';
export * from './transitions';
