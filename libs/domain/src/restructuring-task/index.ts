export * from './commands';
export * from './decide';
export * from './decider';
export * from './events';
export * from './state';
export * from './task-state';
export * from './transitions';
