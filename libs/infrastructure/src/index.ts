export * from './config/platform-config';
export * from './database/data-source';
export * from './event-store/event-store';
export * from './event-store/hash-chain';
export * from './kafka/kafka-client';
export { migrations } from './migrations';
