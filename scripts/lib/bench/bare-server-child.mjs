// The baseline: the cheapest possible Node HTTP server answering a static HTML body of the app's home-page size.
// Runs as its own process (see bare-server.mjs) so it does not share an event loop with autocannon.
import http from 'node:http'

const [port, bytes] = process.argv.slice(2).map(Number)
const prefix = '<!DOCTYPE html><html><head><title>bare</title></head><body>'
const suffix = '</body></html>'
const body = Buffer.from(prefix + 'x'.repeat(Math.max(0, bytes - prefix.length - suffix.length)) + suffix)

http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  .listen(port, '127.0.0.1', () => console.log(`bare server on ${port}, ${body.length} bytes`))

process.on('SIGTERM', () => process.exit(0))
