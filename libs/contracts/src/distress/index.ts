export * from './distress-application';
export * from './distress-service';
