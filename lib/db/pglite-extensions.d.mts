import type { Extensions } from '@electric-sql/pglite'

export const PGLITE_EXTENSIONS: Extensions
