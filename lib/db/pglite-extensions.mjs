// The contrib extensions the migrations create, which PGlite loads only when asked: pg_trgm for the admin search's
// trigram index, btree_gin so that index also holds the form type (migration 0015). Every place that opens a
// PGlite folder passes these. Plain Node, for lib/db/pglite-server.mjs.
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin }
