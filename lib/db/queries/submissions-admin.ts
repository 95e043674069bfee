import 'server-only'
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { dayRange, UNASSIGNED, type SubmissionFilter } from '@/lib/admin/submission-filter'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { ApplicationStatus } from '@/lib/pipeline/statuses'
import type { Db } from '../client'
import { applicationEvents, applicationPipeline, FORM_TYPES, formSubmissions, submissionCountDeltas, submissionFiles, type FormSubmission, type FormType } from '../schema'
import { DELTA_ROWS_TO_FOLD, foldDeltas } from './count-deltas'
import { APPLICATION_TYPE } from './pipeline'
import { deleteSubmissionMailJobs } from './submission-mail'
import { enqueueObjectDeletes } from './submission-files'

/** Dashboard page size (server-side pagination). */
export const SUBMISSIONS_PAGE_SIZE = 25
/** The summary shows the 10 most recent submissions. */
export const RECENT_SUBMISSIONS = 10
export const CHART_DAYS = 30

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The search term as it appears inside jsonb's text form (a quote is \" there, a newline \n), with LIKE's
 * wildcards and escape character escaped so that '%' or '_' typed by the admin match themselves.
 */
export function likePattern(q: string): string {
  const asJson = JSON.stringify(q).slice(1, -1)
  return `%${asJson.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

const REFERENCE = /^m3-\d{4}-\d{4,}$/i

/**
 * The search: a reference (M3-2026-0042) is looked up exactly, through its unique index — answered at once however
 * many rows there are; anything else is case-insensitive over the whole data object as text (keys and values of
 * every form type at once), which the GIN index form_submissions_type_data_trgm_idx (trigrams, with the form type
 * beside them: migration 0015) answers without reading every row, a search of one type without reading the others'
 * matches. It serves only this very expression, `data::text ilike …`: search anything else (lower(), a field of
 * data) and every search reads all rows again — submissions-admin.test.ts checks the plan.
 */
function searchWhere(q: string): SQL {
  if (REFERENCE.test(q)) return eq(formSubmissions.reference, q.toUpperCase())
  return sql`${formSubmissions.data}::text ilike ${likePattern(q)} escape '\\'`
}

/**
 * Applications whose pipeline row matches `condition` (about `p`), or — `negate` — have no row that matches the
 * opposite: an application without a row is new and unassigned, so 'new' and 'nobody' are asked as 'no row says
 * otherwise'. Either way the status index (or the primary key) answers it without joining every row.
 */
function pipelineWhere(condition: SQL, negate = false): SQL {
  const row = sql`select 1 from ${applicationPipeline} p where p.submission_id = ${formSubmissions.id} and ${condition}`
  return sql`(${formSubmissions.formType} = ${APPLICATION_TYPE} and ${negate ? sql`not exists` : sql`exists`} (${row}))`
}

function statusWhere(status: ApplicationStatus): SQL {
  return status === 'new' ? pipelineWhere(sql`p.status <> 'new'`, true) : pipelineWhere(sql`p.status = ${status}`)
}

function assigneeWhere(assignee: string): SQL {
  return assignee === UNASSIGNED ? pipelineWhere(sql`p.assignee_id is not null`, true) : pipelineWhere(sql`p.assignee_id = ${assignee}`)
}

export function filterWhere(filter: SubmissionFilter): SQL | undefined {
  const { start, end } = dayRange(filter)
  const parts: (SQL | undefined)[] = [
    filter.type ? eq(formSubmissions.formType, filter.type) : undefined,
    filter.q ? searchWhere(filter.q) : undefined,
    start ? gte(formSubmissions.createdAt, start) : undefined,
    end ? lt(formSubmissions.createdAt, end) : undefined,
    filter.status ? statusWhere(filter.status) : undefined,
    filter.assignee ? assigneeWhere(filter.assignee) : undefined,
  ]
  return and(...parts.filter((p): p is SQL => p !== undefined))
}

export type TypeCounts = { byType: Record<FormType, number>; total: number }

/**
 * Submissions per form type and in all, exact, from the deltas the triggers of migration 0015 keep in
 * submission_counts (count-deltas.ts): a few rows to sum however many submissions there are — counting them reads
 * every one, a third of a second per dashboard visit at a million.
 */
export async function countByType(db: Db): Promise<TypeCounts> {
  const rows = await db
    .select({ type: submissionCountDeltas.formType, n: sql<number>`sum(${submissionCountDeltas.delta})::int`, deltas: sql<number>`count(*)::int` })
    .from(submissionCountDeltas)
    .groupBy(submissionCountDeltas.formType)
  const byType = Object.fromEntries(FORM_TYPES.map((t) => [t, 0])) as Record<FormType, number>
  for (const r of rows) byType[r.type] = r.n
  if (rows.reduce((sum, r) => sum + r.deltas, 0) > DELTA_ROWS_TO_FOLD) await foldDeltas(db, 'submission_counts')
  return { byType, total: rows.reduce((sum, r) => sum + r.n, 0) }
}

export type DayCount = { day: string; count: number }

/** Submissions per UTC day over the last `days` days up to and including today; days without any are 0. */
export async function dailyCounts(db: Db, days = CHART_DAYS, now = new Date()): Promise<DayCount[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const first = new Date(today - (days - 1) * 86_400_000)
  const dayExpr = sql<string>`to_char(${formSubmissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({ day: dayExpr, n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(and(gte(formSubmissions.createdAt, first), lt(formSubmissions.createdAt, new Date(today + 86_400_000))))
    .groupBy(dayExpr)
  const found = new Map(rows.map((r) => [r.day, r.n]))
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10)
    return { day, count: found.get(day) ?? 0 }
  })
}

/** A row of the dashboard's tables; status and assignee are an application's (null for other types). */
export type SubmissionRow = Pick<FormSubmission, 'id' | 'formType' | 'data' | 'createdAt' | 'reference'> & {
  status: ApplicationStatus | null
  assigneeId: string | null
}

const rowColumns = {
  id: formSubmissions.id,
  formType: formSubmissions.formType,
  data: formSubmissions.data,
  createdAt: formSubmissions.createdAt,
  reference: formSubmissions.reference,
  status: sql<ApplicationStatus | null>`case when ${formSubmissions.formType} = ${APPLICATION_TYPE} then coalesce(${applicationPipeline.status}, 'new') end`,
  assigneeId: applicationPipeline.assigneeId,
}

/** Submissions with their pipeline row, when they have one (one row at most: its key is the submission). */
function selectRows<T extends SelectedFields>(db: Db, columns: T) {
  return db
    .select({ ...rowColumns, ...columns })
    .from(formSubmissions)
    .leftJoin(applicationPipeline, eq(applicationPipeline.submissionId, formSubmissions.id))
}

// NULLS LAST to match the index form_submissions(created_at desc, id desc), which drizzle-kit created as
// DESC NULLS LAST: a plain DESC means NULLS FIRST, which that index cannot serve, and at 100,000 rows every page
// and every export batch became a full scan and sort (the columns are NOT NULL, so the order is the same).
const newestFirst = [sql`${formSubmissions.createdAt} desc nulls last`, sql`${formSubmissions.id} desc nulls last`]
/** The exact reverse of newestFirst, which the same index serves read backwards. */
const oldestFirst = [sql`${formSubmissions.createdAt} asc nulls first`, sql`${formSubmissions.id} asc nulls first`]

export async function recentSubmissions(db: Db, limit = RECENT_SUBMISSIONS): Promise<SubmissionRow[]> {
  return selectRows(db, {}).orderBy(...newestFirst).limit(limit)
}

/**
 * How far the dashboard counts a filtered list. Counting reads every match (a common word matches most rows, a
 * status most applications), so the count's cost follows the table's size; past this many the page says "1,000+"
 * and offers the pages up to it, which is more than anyone pages through — they refine the filter instead. At
 * 10,000 the count was most of a filtered page's time at a million submissions (the admin-scale bench).
 */
export const SUBMISSIONS_COUNT_CAP = 1_000

export type SubmissionPage = {
  rows: SubmissionRow[]
  /** Exact, or SUBMISSIONS_COUNT_CAP when `atLeast`: the list goes on past the count. */
  total: number
  atLeast: boolean
  page: number
  pageCount: number
  pageSize: number
}

/** One page of the filtered submissions, newest first; a page past the end shows the last page. */
export async function listSubmissions(
  db: Db,
  filter: SubmissionFilter,
  {
    page = 1,
    pageSize = SUBMISSIONS_PAGE_SIZE,
    knownTotal,
    countCap,
  }: { page?: number; pageSize?: number; knownTotal?: number; countCap?: number } = {},
): Promise<SubmissionPage> {
  const where = filterWhere(filter)
  // The dashboard already counted everything per type; an unfiltered page reuses that instead of a second scan.
  const counted = knownTotal ?? (await countMatching(db, where, countCap))
  const atLeast = countCap !== undefined && knownTotal === undefined && counted > countCap
  const total = atLeast ? countCap : counted
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount)
  const rows = total === 0 ? [] : await pageRows(db, where, { offset: (current - 1) * pageSize, pageSize, total: atLeast ? undefined : total })
  return { rows, total, atLeast, page: current, pageCount, pageSize }
}

async function pageRows(db: Db, where: SQL | undefined, place: PagePlace): Promise<SubmissionRow[]> {
  const { query, reversed } = pageQuery(db, where, place)
  const rows = await query
  return reversed ? rows.reverse() : rows
}

type PagePlace = { offset: number; pageSize: number; total?: number }

/**
 * The query of one page, newest first. An offset reads every row before it, so a page in the older half of an
 * exactly counted list is read from the other end (oldest first, `reversed`): at a million submissions the last page
 * reads 25 index entries instead of a million, and no page reads more than half. A capped count ("1,000+") has no
 * known end.
 */
export function pageQuery(db: Db, where: SQL | undefined, { offset, pageSize, total }: PagePlace) {
  const rows = selectRows(db, {}).where(where)
  const olderRows = total === undefined ? -1 : total - offset - pageSize
  if (total === undefined || olderRows >= offset) return { query: rows.orderBy(...newestFirst).limit(pageSize).offset(offset), reversed: false }
  return { query: rows.orderBy(...oldestFirst).limit(Math.min(pageSize, total - offset)).offset(Math.max(0, olderRows)), reversed: true }
}

/** The rows matching `where`; with a cap, stops reading at cap + 1 (which says "more than cap"). */
async function countMatching(db: Db, where: SQL | undefined, cap?: number): Promise<number> {
  if (cap === undefined) return (await db.select({ total: count() }).from(formSubmissions).where(where))[0]?.total ?? 0
  const matching = db.select({ one: sql`1` }).from(formSubmissions).where(where).limit(cap + 1).as('matching')
  return (await db.select({ total: count() }).from(matching))[0]?.total ?? 0
}

/** A submission with its metadata, or null for an unknown or malformed id. */
export async function getSubmission(db: Db, id: string): Promise<FormSubmission | null> {
  if (!UUID.test(id)) return null
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1)
  return row ?? null
}

/**
 * Deletes one submission (a founder's deletion request) with its files, queuing the deletion of their S3 objects;
 * returns what went, or null if there was none.
 */
/** Deletes one submission with its files and its mail jobs; `mailJobIds` name the .eml copies left to remove. */
export async function deleteSubmission(db: Db, id: string): Promise<{ id: string; formType: FormType; mailJobIds: string[] } | null> {
  if (!UUID.test(id)) return null
  return db.transaction(async (tx) => {
    await enqueueObjectDeletes(tx as unknown as Db, eq(formSubmissions.id, id))
    const mailJobIds = await deleteSubmissionMailJobs(tx as unknown as Db, eq(formSubmissions.id, id))
    const [gone] = await tx.delete(formSubmissions).where(eq(formSubmissions.id, id)).returning({ id: formSubmissions.id, formType: formSubmissions.formType })
    return gone ? { ...gone, mailJobIds } : null
  })
}

export const EXPORT_BATCH_SIZE = 1000

/**
 * Walks the filtered submissions newest first in batches with a keyset cursor on (created_at, id), which the
 * index form_submissions(created_at desc, id desc) serves: memory stays bounded however many rows match, and
 * every batch costs the same (no growing OFFSET). The cursor keeps created_at as Postgres text, because a JS Date
 * would drop the microseconds and make the walk skip or repeat rows.
 */
export type ExportCursor = { at: string; id: string }

/** What the export shows of an uploaded file: its name and size, never its bytes. */
type ExportFile = { fileName: string; sizeBytes: number }

/** A row of the export: the dashboard's columns, the application's tags, its newest note's text and its files. */
export type ExportRow = SubmissionRow & { tags: string[]; lastNote: string | null; files: ExportFile[] }

/** One batch of the export walk: the filtered rows after `cursor`, newest first. */
export function exportBatchQuery(db: Db, filter: SubmissionFilter, cursor: ExportCursor | undefined, batchSize = EXPORT_BATCH_SIZE) {
  const after = cursor
    ? sql`(${formSubmissions.createdAt}, ${formSubmissions.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined
  // Only applications have notes; the index application_events(submission_id, created_at) finds the newest.
  const lastNote = sql<string | null>`case when ${formSubmissions.formType} = ${APPLICATION_TYPE} then (
    select e.body from ${applicationEvents} e where e.submission_id = ${formSubmissions.id} and e.kind = 'note'
    order by e.created_at desc limit 1) end`
  // The index submission_files(submission_id) finds a row's files; most rows have none and an application one deck,
  // so they are not ordered (an ORDER BY here would add a sort per row).
  const files = sql<ExportFile[]>`coalesce((select json_agg(json_build_object('fileName', f.file_name, 'sizeBytes', f.size_bytes))
    from ${submissionFiles} f where f.submission_id = ${formSubmissions.id}), '[]'::json)`
  return selectRows(db, { at: sql<string>`${formSubmissions.createdAt}::text`, tags: applicationPipeline.tags, lastNote, files })
    .where(and(filterWhere(filter), after))
    .orderBy(...newestFirst)
    .limit(batchSize)
}

export async function* exportBatches(
  db: Db,
  filter: SubmissionFilter,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow[]> {
  let cursor: ExportCursor | undefined
  for (;;) {
    const rows = await exportBatchQuery(db, filter, cursor, batchSize)
    const last = rows.at(-1)
    if (!last) return
    yield rows.map((r) => ({
      id: r.id,
      formType: r.formType,
      data: r.data,
      createdAt: r.createdAt,
      reference: r.reference,
      status: r.status,
      assigneeId: r.assigneeId,
      tags: r.tags ?? [],
      lastNote: r.lastNote,
      files: r.files,
    }))
    if (rows.length < batchSize) return
    cursor = { at: last.at, id: last.id }
  }
}
