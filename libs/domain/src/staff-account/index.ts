export * from './commands';
export * from './events';
export * from './state';
export * from './decide';
export * from './decider';
export * from './transitions';
