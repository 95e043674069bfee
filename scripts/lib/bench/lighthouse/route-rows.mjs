// The table rows of one route: Lighthouse medians beside the reference app's empty page and the same page without
// our code (the floor), with the page-speed goals judged as PASS/MISS; first-load JS against the framework minimum; and what the HTML document weighs.
import { CATEGORIES } from './categories.mjs'
import { round } from '../report.mjs'
import { atLeast, atMost, atMostTimes, performanceVerdict, ratio } from '../verdicts.mjs'

export const OWN_JS_GOAL_KB = 25 // our own first-load JavaScript over the framework minimum, per page
// TBT against the empty app's page, LCP and the main-thread work against the same page without our code (the floor),
// all measured in the same run. TBT counts only the part of each task over 50 ms, so a page can pass it with much
// more work in shorter tasks: the total beside it shows the work itself.
export const RATIO_GOAL = 1.5
const HOME_RAW_GOAL_KB = 100
const HOME_GZIP_GOAL_KB = 25
// Interactive pages carry their tools' state and props in the RSC payload by design; the payload ≤ markup goal is
// for content pages, whose payload should be little more than the text already in the markup.
const INTERACTIVE = /^\/(tools|launch|apply|admin)(\/|$)/
export const isContentPage = (route) => !INTERACTIVE.test(route)

export const kB = (bytes) => (bytes === null || bytes === undefined ? null : round(bytes / 1000, 1))
export const GZIP_NOTE = 'kB = 1000 bytes, gzip level 9 (node:zlib)'
const r2 = (v) => round(v, 2)

/**
 * route, page (first-load-js measurePage), weight / refWeight / floorWeight (page-weight analyzeHtml of ours, of the
 * reference's / and of the route's floor, when it was served), pair ({ ours, ref, floor? } aggregateRuns results, or undefined when Lighthouse did not run),
 * refFirstLoad (bytes); page.ownGzip is its first-load JS less the framework's (first-load-js.mjs splitFirstLoad).
 */
export function routeRows({ route, page, weight, refWeight, floorWeight, pair, refFirstLoad }) {
  const group = `lighthouse ${route}`
  const row = (metric, value, unit, note, more = {}) => ({ group, metric, value, unit, note, ...more })
  if (page.status >= 300) return [row('page', null, 'status', page.status === 404 ? 'route missing' : `HTTP ${page.status}`)]
  return [...qualityRows(row, pair), ...jsRows(row, page, pair?.ours, refFirstLoad), ...weightRows(row, route, weight, refWeight, floorWeight)]
}

function qualityRows(row, pair) {
  const { ours, ref, floor } = pair ?? {}
  const failure = !pair ? 'not run' : ours.error ? `lighthouse failed: ${ours.error}` : ref.error ? `reference failed: ${ref.error}` : null
  if (failure) return [...CATEGORIES, 'TBT', 'LCP', 'CLS'].map((m) => row(m, null, m === 'TBT' || m === 'LCP' ? 'ms' : 'score', failure))

  const runs = `median of ${ours.runs} run${ours.runs > 1 ? 's' : ''}${ours.errors.length ? ` (${ours.errors.length} failed)` : ''}, each in turn with the references`
  const warn = ours.warnings.length ? `; warnings: ${ours.warnings.join(' | ')}` : ''
  const vsRef = (metric, oursV, refV, unit, verdict, goal, note, digits = 0) =>
    row(metric, round(oursV, digits), unit, note, { ref: round(refV, digits), ratio: r2(ratio(oursV, refV)), verdict, goal })
  // LCP, the performance score and the main-thread work are judged against the same page without our code (the
  // framework's floor for this DOM and stylesheet); without it (it failed), against the empty page as before.
  const base = floor && !floor.error ? floor : ref
  const baseName = base === floor ? 'floor' : 'ref'
  const baseNote = base === floor ? 'ref = the same page without our code (the framework\'s floor for it)' : `floor not measured${floor?.error ? ` (${floor.error})` : ''}: ref = the empty page`
  const empty = (oursV, refV, digits = 0) => `empty page ${round(refV, digits)} (${r2(ratio(oursV, refV))}×)`
  const rows = [
    vsRef('performance', ours.scores.performance, base.scores.performance, 'score', performanceVerdict(ours.scores.performance, base.scores.performance), `≥ ${baseName} − 3, 100 if ${baseName} is 100`,
      `${runs}; ${baseNote}; ${empty(ours.scores.performance, ref.scores.performance)}; mobile, simulated throttling; benchmarkIndex ours ${round(ours.benchmarkIndex, 0)} / ref ${round(ref.benchmarkIndex, 0)}${warn}`),
    vsRef('TBT', ours.tbtMs, ref.tbtMs, 'ms', atMostTimes(ours.tbtMs, ref.tbtMs, RATIO_GOAL), `≤ ${RATIO_GOAL}× ref`, `total blocking time; ref = the empty page; goal ≤ ${RATIO_GOAL}× ref${ref.tbtMs === 0 ? ' (ref 0 ms: only 0 passes)' : ''}`),
    vsRef('LCP', ours.lcpMs, base.lcpMs, 'ms', atMostTimes(ours.lcpMs, base.lcpMs, RATIO_GOAL), `≤ ${RATIO_GOAL}× ${baseName}`, `largest contentful paint; ${baseNote}; ${empty(ours.lcpMs, ref.lcpMs)}; ${lcpRunsNote(ours)}`),
    vsRef('FCP', ours.fcpMs, ref.fcpMs, 'ms', null, null, 'first contentful paint; ref = the empty page; LCP well above FCP means the LCP element was painted after the first paint (and the framework scripts that ran before it count into LCP)'),
    row('CLS', round(ours.cls, 3), 'score', 'cumulative layout shift; goal 0', { ref: round(ref.cls, 3), verdict: atMost(round(ours.cls, 3), 0), goal: '0' }),
  ]
  for (const category of CATEGORIES.slice(1)) {
    const failed = ours.failed.filter((a) => a.category === category)
    const note = failed.length ? `failed: ${failed.map((a) => a.id).join(', ')}` : 'no failed audits'
    rows.push(row(category, ours.scores[category], 'score', `${note}; goal 100`, { ref: ref.scores[category], verdict: atLeast(ours.scores[category], 100), goal: '100', ...(failed.length ? { details: failed } : {}) }))
  }
  const to = ours.trace
  const tr = ref.trace
  const tb = base.trace
  if (to && tr && tb) {
    const bootup = (t) => t.bootup.reduce((s, b) => s + (b.total ?? 0), 0)
    rows.push(
      vsRef('main-thread work', to.mainThread.total, tb.mainThread.total, 'ms', atMostTimes(to.mainThread.total, tb.mainThread.total, RATIO_GOAL), `≤ ${RATIO_GOAL}× ${baseName}`,
        `mainthread-work-breakdown total, mean of runs; ${baseNote}; ${empty(to.mainThread.total, tr.mainThread.total)}; beside TBT (which counts only each task's part over 50 ms); by task group in the footnote`),
      vsRef('JS execution', bootup(to), bootup(tr), 'ms', null, null, 'ref = the empty page; bootup-time summed over every script URL (incl. the document\'s inline scripts and unattributable work): evaluation + parse & compile, mean of runs; per script in the footnote'),
    )
    if (to.longTasks && tr.longTasks) {
      rows.push(
        vsRef('long tasks', to.longTasks.count, tr.longTasks.count, 'tasks', null, null, 'main-thread tasks ≥ 50 ms (long-tasks), mean of runs; ref = the empty page', 1),
        vsRef('long-task time', to.longTasks.ms, tr.longTasks.ms, 'ms', null, null, 'sum of their durations, mean of runs; ref = the empty page'),
      )
    }
  }
  return rows
}

/** Every run's LCP and the element(s) Lighthouse named: a median of three hides a bimodal race. */
export function lcpRunsNote(ours) {
  const runs = (ours.lcpRunsMs ?? []).map((v) => (v === null ? '–' : Math.round(v))).join(', ')
  const elements = ours.lcpElements?.length ? `; element: ${ours.lcpElements.join(' | ')}` : ''
  return `runs: ${runs || 'none'} ms${elements}`
}

function jsRows(row, page, ours, refFirstLoad) {
  const received = ours?.scriptTransferBytes ? `; Chromium received ${kB(ours.scriptTransferBytes)} kB of JS in ${ours.scriptRequests} requests (server's compression, incl. chunks loaded later)` : ''
  const own = page.ownGzip
  return [
    row('first-load JS', kB(page.totalGzip), 'kB', `${page.chunks.length} same-origin <script src> chunks of the HTML, nomodule excluded; ${GZIP_NOTE} per chunk${received}`, { ref: kB(refFirstLoad), ratio: r2(ratio(page.totalGzip, refFirstLoad)), details: { chunks: page.chunks } }),
    row('own JS over framework', kB(own), 'kB', `first-load JS − framework (rootMainFiles and chunks the reference's empty page loads too); ${page.ownChunks} chunks of ours; goal ≤ ${OWN_JS_GOAL_KB}`, { verdict: atMost(kB(own), OWN_JS_GOAL_KB), goal: `≤ ${OWN_JS_GOAL_KB} kB` }),
    row('inline scripts', kB(page.inlineGzip), 'kB', `${page.inlineCount} inline <script>s (RSC payload, page data), gzipped together; not in first-load JS`),
  ]
}

function weightRows(row, route, w, ref, floor) {
  const home = route === '/'
  const vsRef = (metric, key, note, more = {}) => row(metric, kB(w[key]), 'kB', note, { ref: kB(ref?.[key]), ratio: r2(ratio(w[key], ref?.[key])), ...more })
  const content = isContentPage(route)
  return [
    vsRef('HTML', 'raw', `GET ${route} document, uncompressed${home ? `; goal ≤ ${HOME_RAW_GOAL_KB} kB` : ''}`, home ? { verdict: atMost(kB(w.raw), HOME_RAW_GOAL_KB), goal: `≤ ${HOME_RAW_GOAL_KB} kB` } : {}),
    vsRef('HTML gzip', 'gzip', `${GZIP_NOTE}${home ? `; goal ≤ ${HOME_GZIP_GOAL_KB} kB` : ''}`, home ? { verdict: atMost(kB(w.gzip), HOME_GZIP_GOAL_KB), goal: `≤ ${HOME_GZIP_GOAL_KB} kB` } : {}),
    vsRef('<style>', 'style', `${w.styleCount} inline <style> element(s), CSS text`),
    vsRef('inline RSC payload', 'rsc', `${w.rscCount} self.__next_f scripts (the page again, as data for hydration)`),
    vsRef('markup', 'markup', 'the document without <script> and <style> elements'),
    ...payloadRows(row, w, ref, floor, content),
    row('CSS sent twice', w.cssTwice ? 'yes' : 'no', 'yes/no', w.cssTwice ? `${kB(w.cssTwiceBytes)} kB of <style> text is also inside the RSC payload; goal no` : 'no <style> text inside the RSC payload; goal no', {
      ref: ref ? (ref.cssTwice ? 'yes' : 'no') : null,
      verdict: w.cssTwice ? 'MISS' : 'PASS',
      goal: 'no',
    }),
  ]
}

// The framework spells every element of a page a second time in its RSC payload: the floor (the same markup without our
// code) carries 1.75–1.83× its markup there (measured), so a payload below the markup is not reachable on Next.js.
// What is ours is the payload over the floor's: our components' references and props.
export const PAYLOAD_GOAL = 1.1

function payloadRows(row, w, ref, floor, content) {
  const rscPerMarkup = ratio(w.rsc, w.markup)
  if (!floor) {
    return [row('RSC payload / markup', r2(rscPerMarkup), 'ratio', content ? 'floor not served: goal ≤ 1 on content pages' : 'interactive page (its tools\' props travel in the payload): no goal', {
      ref: r2(ratio(ref?.rsc, ref?.markup)),
      ...(content ? { verdict: atMost(rscPerMarkup, 1), goal: '≤ 1' } : {}),
    })]
  }
  return [
    row('RSC payload / markup', r2(rscPerMarkup), 'ratio', `ref = the floor's (the framework's own encoding of the same elements)`, { ref: r2(ratio(floor.rsc, floor.markup)) }),
    row('RSC payload vs floor', kB(w.rsc), 'kB', content
      ? `inline RSC payload against the floor's (the same page without our code); goal ≤ ${PAYLOAD_GOAL}× floor on content pages`
      : 'interactive page (its tools\' props travel in the payload): no goal', {
      ref: kB(floor.rsc),
      ratio: r2(ratio(w.rsc, floor.rsc)),
      ...(content ? { verdict: atMostTimes(w.rsc, floor.rsc, PAYLOAD_GOAL), goal: `≤ ${PAYLOAD_GOAL}× floor` } : {}),
    }),
  ]
}
