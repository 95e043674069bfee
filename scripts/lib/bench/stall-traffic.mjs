// The traffic of the stall bench: visitors' probes timed in a loop, pitch-deck uploads to POST /apply/submit sent
// at once as separate clients, and the percentile the probes are judged by.
import http from 'node:http'

/** The pages a visitor's browser asks for first: a rendered page, a static file, and the health check. */
export const PROBE_PATHS = ['/', '/robots.txt', '/api/health']

/** A probe that has not answered after this long is recorded at this time (and counted as failed). */
const PROBE_TIMEOUT_MS = 240_000

/** Nearest-rank percentile (p in 0..100) of a list of numbers. */
export function percentile(values, p) {
  const xs = [...values].sort((a, b) => a - b)
  return xs.length ? xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] : null
}

/** One timed GET to its last byte: { ms, ok }. */
async function timedGet(url, headers = {}) {
  const t0 = performance.now()
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    await res.arrayBuffer()
    return { ms: performance.now() - t0, ok: res.ok, status: res.status }
  } catch (err) {
    return { ms: performance.now() - t0, ok: false, status: err.name === 'TimeoutError' ? 'timeout' : 'error' }
  }
}

/**
 * The idle app's p95 per probe path: `samples` sequential GETs each (round-robin, after 3 warm-ups each), so the
 * judgement during the scenarios is relative to this machine, this run.
 */
export async function idleP95(baseUrl, samples) {
  const times = Object.fromEntries(PROBE_PATHS.map((p) => [p, []]))
  for (let i = 0; i < samples + 3; i++) {
    for (const p of PROBE_PATHS) {
      const r = await timedGet(`${baseUrl}${p}`)
      if (!r.ok) throw new Error(`idle GET ${p} answered ${r.status}`)
      if (i >= 3) times[p].push(r.ms)
    }
  }
  return Object.fromEntries(PROBE_PATHS.map((p) => [p, percentile(times[p], 95)]))
}

/**
 * Starts one visitor per probe path, each GETting its path again as soon as the last answer arrived. stop()
 * waits for the requests in flight (a stalled answer is exactly what is measured) and resolves with
 * { [path]: { worst, count, failed, statuses } }.
 */
export function startProbes(baseUrl) {
  let stopped = false
  const loops = PROBE_PATHS.map(async (p) => {
    const seen = { worst: 0, count: 0, failed: 0, statuses: new Set() }
    while (!stopped) {
      const r = await timedGet(`${baseUrl}${p}`)
      seen.count++
      seen.worst = Math.max(seen.worst, r.ms)
      if (!r.ok) {
        seen.failed++
        seen.statuses.add(r.status)
      }
    }
    return [p, { ...seen, statuses: [...seen.statuses] }]
  })
  return {
    async stop() {
      stopped = true
      return Object.fromEntries(await Promise.all(loops))
    },
  }
}

/**
 * A complete application of the /apply form with a deck, as multipart/form-data, around the deck's bytes (shared by
 * every upload, so six decks do not cost the bench six copies). The company name carries `marker`, so the admin
 * search finds exactly this run's applications.
 */
export function applicationBody(marker, index, deck) {
  const boundary = `----stall${marker}${index}`
  const fields = {
    companyName: `Stall Labs ${marker} ${index}`,
    stage: 'seed',
    sector: 'bio-ai',
    founderName: 'Rosalind',
    email: `founder${index}.${marker}@example.com`,
    pitch: 'Agents that read and summarise lab notebooks for research teams.',
    problem: 'A paragraph long enough to pass the twenty character minimum.',
    solution: 'A paragraph long enough to pass the twenty character minimum.',
    amountSought: '$1M',
    consent: 'on',
    _idem: `${marker}-${index}`,
  }
  const fileName = `stall-${marker}-${index}.pdf`
  const text = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')
  const head = Buffer.from(`${text}--${boundary}\r\nContent-Disposition: form-data; name="deckFile"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { parts: [head, deck, tail], contentType: `multipart/form-data; boundary=${boundary}`, fileName }
}

/** A deck the server takes: a PDF's first bytes, then padding to `bytes`, then the end-of-file marker. */
export function paddedPdf(bytes) {
  const deck = Buffer.alloc(bytes, 0x20)
  deck.write('%PDF-1.4\n%stall bench deck\n', 0, 'latin1')
  deck.write('\n%%EOF\n', bytes - 7, 'latin1')
  return deck
}

/**
 * POSTs one application body as the page's script does (JSON answer, same origin), on a connection of its own like
 * a separate visitor. Resolves { status, retryAfter, id, ms } (status 0 when no answer came within timeoutMs).
 */
export function postApplication(baseUrl, body, timeoutMs) {
  return new Promise((resolve) => {
    const t0 = performance.now()
    const length = body.parts.reduce((n, b) => n + b.length, 0)
    const done = (r) => {
      clearTimeout(timer)
      resolve({ ms: performance.now() - t0, ...r })
    }
    const req = http.request(`${baseUrl}/apply/submit`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': body.contentType, 'content-length': length, accept: 'application/json', origin: baseUrl },
    })
    const timer = setTimeout(() => {
      req.destroy()
      done({ status: 0, error: `no answer within ${timeoutMs / 1000} s` })
    }, timeoutMs)
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (text += c))
      res.on('end', () => {
        let json = {}
        try {
          json = JSON.parse(text)
        } catch {
          // not JSON: the outcome check reports the status
        }
        done({ status: res.statusCode, retryAfter: res.headers['retry-after'] ?? null, id: json.id ?? null, error: json.error })
      })
    })
    req.on('error', (err) => done({ status: 0, error: err.message }))
    for (const part of body.parts.slice(0, -1)) req.write(part)
    req.end(body.parts.at(-1))
  })
}

/** Stored with an id, or refused the way a busy server may refuse (503/429 with Retry-After). */
export function acceptableOutcome(r) {
  return ((r.status === 201 || r.status === 202) && !!r.id) || ((r.status === 503 || r.status === 429) && !!r.retryAfter)
}
