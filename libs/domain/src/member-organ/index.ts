export * from './member-organ-fields';
export * from './member-organ-kinds';
export * from './member-organ';
export * from './law-firm-import';
