import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, for the generated full-text search column. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
