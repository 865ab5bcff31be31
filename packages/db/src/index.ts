export * from './client';
export * as schema from './schema';
export { DataDirLockedError } from './data-dir-lock';
