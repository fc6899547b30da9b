export * from './announcement';
export * from './commands';
export * from './content-status';
export * from './decide';
export * from './decider';
export * from './events';
export * from './state';
export * from './transitions';
