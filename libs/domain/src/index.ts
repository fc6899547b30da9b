export * from './shared/actor';
export * from './shared/allocation';
export * from './shared/decider';
export * from './shared/draw';
export * from './shared/errors';
export * from './shared/guards';
export * from './shared/transitions';
export * from './access/permission-keys';

export * from './constants/announcement-types';
export * from './constants/code-dictionary';
export * from './constants/content-kinds';
export * from './constants/im-message-types';
export * from './constants/limits';
export * from './constants/meeting-link';
export * from './constants/messages';
export * from './constants/organisation-types';
export * from './constants/portal-variants';
export * from './constants/status-dictionaries';
export * from './constants/tree-node-types';

export * from './validation/result';
export * from './validation/citizen-id';
export * from './validation/email';
export * from './validation/illegal-string';
export * from './validation/phone';
export * from './validation/positive-number';
export * from './validation/unified-social-credit-code';
export * from './validation/upload';

export * from './format/chat-time';
export * from './format/date-range';
export * from './format/decimal';
export * from './format/empty-display';
export * from './format/html';
export * from './format/instant';
export * from './format/money-display';
export * from './format/money-input';
export * from './format/new-tag';
export * from './format/numeric-input';
export * from './format/summary';

export * from './court-reform';
export * from './restructuring-task';
export * from './distress-consultation';
export * from './matter';
export * from './content-item';
export * from './assistant';
