/** Loaded on demand by the portal (its own chunk): not re-exported from the library's index. */
export * from './assistant-widget';
