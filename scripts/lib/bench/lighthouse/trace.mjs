// Where a page's main-thread time goes, from Lighthouse's own trace audits, so a TBT or LCP miss can be traced to
// script evaluation, style & layout, parsing… and to the scripts that cost the most. All values are in ms as
// Lighthouse reports them (under simulated throttling: the trace's times × the 4× CPU slowdown).
import { mean } from '../verdicts.mjs'

// Lighthouse's task groups (core/lib/tracehouse/task-groups.js), in the order the bench prints them.
export const GROUPS = [
  ['scriptEvaluation', 'Script Evaluation'],
  ['styleLayout', 'Style & Layout'],
  ['parseHTML', 'Parse HTML & CSS'],
  ['scriptParseCompile', 'Script Parsing & Compilation'],
  ['paintCompositeRender', 'Rendering'],
  ['garbageCollection', 'Garbage Collection'],
  ['other', 'Other'],
]

const items = (lhr, id) => lhr.audits?.[id]?.details?.items ?? []

/**
 * Chunk paths are what an engineer greps for; origins differ between our app and the reference. The page's own
 * URL (its inline scripts) is marked as the document, so it is not mistaken for a script file.
 */
export function shortUrl(url, documentUrl) {
  try {
    const u = new URL(url)
    const isDocument = documentUrl && new URL(documentUrl).href === u.href
    return `${u.pathname}${u.search}${isDocument ? ' (document)' : ''}`
  } catch {
    return url // 'Other', 'Unattributable'
  }
}

/**
 * The trace summary of one report:
 *   mainThread  { total, byGroup: { scriptEvaluation: ms, … } }     mainthread-work-breakdown
 *   bootup      [{ url, total, scripting, parse }]                   bootup-time, per script URL
 *   longTasks   { count, ms }                                        long-tasks (all of them, not the top 20 shown)
 */
export function traceSummary(lhr) {
  const byGroup = Object.fromEntries(GROUPS.map(([id]) => [id, 0]))
  for (const item of items(lhr, 'mainthread-work-breakdown')) byGroup[item.group] = (byGroup[item.group] ?? 0) + item.duration
  const documentUrl = lhr.finalDisplayedUrl ?? lhr.requestedUrl
  const bootup = items(lhr, 'bootup-time').map((i) => ({ url: shortUrl(i.url, documentUrl), total: i.total, scripting: i.scripting, parse: i.scriptParseCompile }))
  // The table lists at most 20 tasks; the debug data lists every task of 50 ms or more.
  const longAudit = lhr.audits?.['long-tasks']
  const tasks = longAudit?.details?.debugData?.tasks ?? items(lhr, 'long-tasks')
  return {
    mainThread: { total: lhr.audits?.['mainthread-work-breakdown']?.numericValue ?? null, byGroup },
    bootup,
    longTasks: longAudit ? { count: tasks.length, ms: tasks.reduce((s, t) => s + (t.duration ?? 0), 0) } : null,
  }
}

/**
 * Averages the trace summaries of several runs of one page. A script missing from a run counts as 0 there, since
 * bootup-time leaves out what it did not see; URLs are per run, so chunks are matched by path.
 */
export function averageTraces(traces) {
  const list = traces.filter(Boolean)
  if (!list.length) return null
  const byGroup = Object.fromEntries(GROUPS.map(([id]) => [id, mean(list.map((t) => t.mainThread.byGroup[id] ?? 0))]))
  const urls = [...new Set(list.flatMap((t) => t.bootup.map((b) => b.url)))]
  const bootup = urls
    .map((url) => {
      const of = (key) => mean(list.map((t) => t.bootup.find((b) => b.url === url)?.[key] ?? 0))
      return { url, total: of('total'), scripting: of('scripting'), parse: of('parse') }
    })
    .sort((a, b) => b.total - a.total)
  const withLong = list.filter((t) => t.longTasks)
  return {
    runs: list.length,
    mainThread: { total: mean(list.map((t) => t.mainThread.total)), byGroup },
    bootup,
    longTasks: withLong.length ? { count: mean(withLong.map((t) => t.longTasks.count)), ms: mean(withLong.map((t) => t.longTasks.ms)) } : null,
  }
}
