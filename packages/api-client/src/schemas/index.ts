export * from './common';
export * from './courses';
export * from './users';
export * from './account-requests';
export * from './payments';
export * from './text';
export * from './errors';
