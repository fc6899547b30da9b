/** Injection tokens for the infrastructure the API shares with the workers. */
export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
export const APP_DATA_SOURCE = Symbol('APP_DATA_SOURCE');
export const TEMPORAL_CLIENT = Symbol('TEMPORAL_CLIENT');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const OBJECT_STORE = Symbol('OBJECT_STORE');
