// One Lighthouse run and the few numbers the bench keeps from its report (the full report is megabytes).
import lighthouse from 'lighthouse'
import { CATEGORIES } from './categories.mjs'
import { traceSummary } from './trace.mjs'

export { CATEGORIES }
// Categories whose failures are fixed in the page's markup, so the failing audit ids are worth listing.
const FIXABLE = ['accessibility', 'best-practices', 'seo']
// Audits that count towards the score; informative/manual/notApplicable ones carry no pass or fail.
const SCORED = new Set(['binary', 'numeric', 'metricSavings'])

// The default config, except that bootup-time lists every script rather than those over 50 ms: the bench compares
// per-script cost with the empty reference app, whose scripts are all small. bootup-time carries no score weight.
const CONFIG = { extends: 'lighthouse:default', audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }] }

/**
 * Runs Lighthouse with its default config — mobile form factor, simulated throttling (Slow 4G, 4× CPU) — so the
 * numbers compare with PageSpeed Insights and with other sites measured the same way.
 */
export async function runLighthouse(url, chromePort, { categories = CATEGORIES } = {}) {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: categories }, CONFIG)
  if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`)
  return result.lhr
}

const score = (lhr, id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : null)
const numeric = (lhr, id) => (typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : null)

/** Failed audits of the fixable categories, with their weight (0 = reported but not counted in the score). */
export function failedAudits(lhr) {
  const failed = []
  for (const category of FIXABLE) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || !SCORED.has(audit.scoreDisplayMode) || audit.score === null || audit.score >= 1) continue
      failed.push({ category, id: ref.id, title: audit.title, score: audit.score, weight: ref.weight, displayValue: audit.displayValue })
    }
  }
  return failed
}

/** The CSS selector Lighthouse gives for the LCP element, or null. */
export function lcpElement(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]
  return item?.items?.[0]?.node?.selector ?? null
}

/** The bench's summary of a report. */
export function summarize(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    // FCP beside LCP tells a late-painted LCP element (LCP > FCP) from a late first paint (LCP = FCP).
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpElement: lcpElement(lhr),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    // What Chromium really downloaded (server's own compression, includes chunks loaded after the HTML's).
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    // Lighthouse's estimate of this machine's speed; low values (busy CPU) inflate TBT.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failed: failedAudits(lhr),
    // Where the main-thread time went (trace.mjs): per task group, per script, long tasks.
    trace: traceSummary(lhr),
  }
}
