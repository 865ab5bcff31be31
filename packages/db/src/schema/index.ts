export * from './users';
export * from './catalog';
export * from './learning';
export * from './auth';
export * from './outbox';
export * from './commerce';
export * from './jobs';
