export * from './common';
export * from './courses';
