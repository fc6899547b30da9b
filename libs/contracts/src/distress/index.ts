export * from './distress-keys';
export * from './distress-application';
export * from './distress-service';
export * from './distress-step-forms';
