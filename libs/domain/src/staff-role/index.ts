export * from './staff-role';
