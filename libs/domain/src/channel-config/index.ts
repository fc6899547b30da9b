export * from './channel-config';
