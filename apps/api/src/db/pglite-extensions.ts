import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create; PostgreSQL ships them, PGlite loads them on demand. */
export const PGLITE_EXTENSIONS = { pg_trgm };
