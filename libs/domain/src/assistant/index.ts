export * from './engine';
export * from './faq';
export * from './question-tree';
export * from './types';
export * from './hand-off';
