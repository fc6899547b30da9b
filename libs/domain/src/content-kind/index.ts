export * from './content-category';
export * from './content-field';
export * from './content-kind-catalogue';
