/**
 * Test data for the API tests, one module per domain, inserted straight into the tables of a test app's
 * own database (test-app.ts). Import from here: `import { seedMember, seedJob } from '../../test/factories'`.
 */
export * from './affiliate';
export * from './catalog';
export * from './chat';
export * from './commerce';
export * from './http';
export * from './jobs';
export * from './time';
export * from './users';
export * from './events';
