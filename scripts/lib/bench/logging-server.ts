// A route that logs once per request, for the `logging` bench suite: node:http answering a small JSON body, run in
// a tsx child with the app's own logger and request ids (given ahead of the handler, as the app's request hook does).
// argv: <port> <on|off> <log file>. `on`: one info line per request, with an object to redact, written synchronously
// to the file as the app's are to stdout; `off`: the same, with the logger silenced.
import http from 'node:http'
import pino from 'pino'
import { createLogger } from '@/lib/log'
import { installRequestIds } from '@/lib/log/request-id'

const [port, mode, file] = process.argv.slice(2)
installRequestIds(0)
const destination = pino.destination({ dest: file, sync: true })
const requests = createLogger({ level: mode === 'on' ? 'info' : 'silent', destination }).child({ scope: 'bench' })
const body = JSON.stringify({ ok: true, items: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `item ${i}` })) })

http
  .createServer((req, res) => {
    requests.info({ method: req.method, path: req.url, status: 200, headers: { cookie: req.headers.cookie } }, 'request served')
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  })
  .listen(Number(port), '127.0.0.1')

process.on('SIGTERM', () => process.exit(0))
