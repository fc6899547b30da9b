export * from './commands';
export * from './decide';
export * from './decider';
export * from './events';
export * from './matter-status';
export * from './state';
export * from './transitions';
