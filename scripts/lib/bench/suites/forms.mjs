// How the form path holds up: POST /api/forms/contact under load beside GET / in the same run, and a burst of
// 10,000 concurrent submissions that must all be stored, none twice, none lost, with no error response.
import http from 'node:http'
import { round } from '../report.mjs'
import { atLeast } from '../verdicts.mjs'

export const name = 'forms'
export const description = 'POST /api/forms/contact throughput vs GET /, and a 10,000-submission burst'

const row = (metric, value, unit, note) => ({ group: name, metric, value, unit, note })
const BURST = 10_000
const RATIO_GOAL = 0.5

const contact = (i, run) =>
  JSON.stringify({ name: `Bench Visitor ${i}`, email: `visitor${i}@example.com`, message: `Benchmark message ${i} of run ${run}.` })

export async function run(ctx) {
  const { app } = ctx
  const load = `autocannon ${ctx.options.duration} s, ${ctx.options.connections} connections, after ${ctx.options.warmup} s warm-up`

  ctx.log('GET / (for the ratio, same run)…')
  const get = await ctx.loadTest(`${app.url}/`)
  ctx.log('POST /api/forms/contact under load…')
  const post = await ctx.loadTest(`${app.url}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: contact(0, 'load'),
  })

  ctx.log(`burst of ${BURST} concurrent submissions…`)
  const burst = await runBurst(app.url, BURST)

  return [
    row('POST /api/forms/contact throughput', round(post.requestsPerSec), 'req/s', `${load}; each request stores a row; ${ctx.sameMachineNote}`),
    row('POST /api/forms/contact latency p99', round(post.p99Ms), 'ms', load),
    row('POST /api/forms/contact non-2xx + errors', post.non2xx + post.errors, 'responses', `of ${post.total}`),
    row('GET / throughput (same run)', round(get.requestsPerSec), 'req/s', load),
    {
      ...row('POST/GET throughput ratio', round(post.requestsPerSec / get.requestsPerSec, 3), 'ratio', `POST ${round(post.requestsPerSec)} / GET ${round(get.requestsPerSec)} req/s, same run`),
      verdict: atLeast(post.requestsPerSec / get.requestsPerSec, RATIO_GOAL),
      goal: `≥ ${RATIO_GOAL}`,
    },
    row('burst: stored (201/202)', burst.accepted, 'submissions', `${BURST} sent at once (FORM_RATE_LIMIT=0), 256 sockets; goal: all`),
    row('burst: error responses', burst.errors, 'responses', `non-2xx or failed requests; goal 0${burst.errorSample ? `; e.g. ${burst.errorSample}` : ''}`),
    row('burst: ids that differ on re-send', burst.mismatched, 'submissions', 'each key re-sent: a stored submission answers with the same id (none twice, none lost); goal 0'),
    row('burst: re-sends without an answer', burst.resendErrors, 'responses', `non-2xx or failed re-sends, which carry no id to compare; goal 0${burst.resendSample ? `; e.g. ${burst.resendSample}` : ''}`),
    row('burst: wall time', round(burst.ms, 0), 'ms', `${round(BURST / (burst.ms / 1000))} submissions/s`),
  ]
}

/** Sends n submissions at once, each with its own Idempotency-Key, then re-sends them all and compares the ids. */
async function runBurst(url, n) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const runId = Date.now().toString(36)
  const send = (i) => postJson(agent, `${url}/api/forms/contact`, contact(i, runId), `${runId}-${i}`)
  try {
    const t0 = performance.now()
    const first = await Promise.all(Array.from({ length: n }, (_, i) => send(i)))
    const ms = performance.now() - t0
    const bad = first.filter((r) => r.status !== 201 && r.status !== 202)
    const again = await Promise.all(Array.from({ length: n }, (_, i) => send(i)))
    const unanswered = again.filter((r) => (r.status !== 201 && r.status !== 202) || !r.id)
    let mismatched = 0
    for (let i = 0; i < n; i++) if (again[i].id && first[i].id !== again[i].id) mismatched++
    return {
      accepted: n - bad.length,
      errors: bad.length,
      errorSample: bad[0] ? `${bad[0].status} ${bad[0].error ?? ''}`.trim() : '',
      mismatched,
      resendErrors: unanswered.length,
      resendSample: unanswered[0] ? `${unanswered[0].status} ${unanswered[0].error ?? ''}`.trim() : '',
      ms,
    }
  } finally {
    agent.destroy()
  }
}

function postJson(agent, url, body, key) {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': key } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (text += c))
        res.on('end', () => {
          let id
          try {
            id = JSON.parse(text).id
          } catch {
            // not JSON: counted as an error below
          }
          resolve({ status: res.statusCode, id })
        })
      },
    )
    req.on('error', (err) => resolve({ status: 0, error: err.message }))
    req.end(body)
  })
}
