export * from './commands';
export * from './consultation-state';
export * from './decide';
export * from './decider';
export * from './events';
export * from './state';
export * from './transitions';
