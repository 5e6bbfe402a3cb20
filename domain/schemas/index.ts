export * from './round';
export * from './account';
export * from './auth';
export * from './review';
export * from './live';
