export * from './users';
export * from './catalog';
export * from './auth';
export * from './outbox';
