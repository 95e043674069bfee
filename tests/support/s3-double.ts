import { createHash, createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { S3Config } from '@/lib/files/s3'

export type S3Double = {
  config: S3Config
  objects: Map<string, { body: Buffer; contentType: string }>
  /** When each object was last put, by path; a test may backdate one to make it look old. */
  modified: Map<string, Date>
  /** How many keys one ListObjectsV2 page holds at most (S3's 1000; lower it to test paging). */
  setPageSize: (n: number) => void
  seen: { method: string; path: string; verified: boolean }[]
  close: () => Promise<void>
}

/**
 * A small S3 on the loopback: it verifies each request's SigV4 signature from the request as it arrived on the wire
 * (its own canonical request, written here from the specification, not with the code under test), checks the body
 * against x-amz-content-sha256 as S3 does, and keeps objects in memory (PUT, GET, DELETE, ListObjectsV2 with
 * continuation tokens). Like S3 it answers 411 to a PUT without Content-Length.
 */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The canonical query string: each name and value decoded from the wire, encoded RFC 3986, sorted by name then value. */
function canonicalQuery(raw: string): string {
  if (!raw) return ''
  return raw
    .split('&')
    .map((pair) => pair.split('=').map((p) => rfc3986(decodeURIComponent(p.replace(/\+/g, ' ')))))
    .map(([k, v]) => [k!, v ?? ''] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
}

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function s3Double(secretAccessKey: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  const modified = new Map<string, Date>()
  const seen: { method: string; path: string; verified: boolean }[] = []
  let pageSize = 1000
  const server = http.createServer((req, res) => {
    if (req.method === 'PUT' && req.headers['content-length'] === undefined) {
      seen.push({ method: req.method, path: req.url!, verified: false })
      req.resume()
      return res.writeHead(411, { 'Content-Type': 'application/xml', Connection: 'close' }).end('<Error><Code>MissingContentLength</Code></Error>')
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '')
      if (!auth) {
        seen.push({ method: req.method!, path: req.url!, verified: false })
        return res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>')
      }
      const [, , day, region, signedHeaders, signature] = auth
      const amzDate = String(req.headers['x-amz-date'] ?? '')
      const canonical = [
        req.method,
        req.url!.split('?')[0],
        canonicalQuery(req.url!.split('?')[1] ?? ''),
        signedHeaders!.split(';').map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join(''),
        signedHeaders,
        req.headers['x-amz-content-sha256'],
      ].join('\n')
      const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/${region}/s3/aws4_request\n${createHash('sha256').update(canonical).digest('hex')}`
      let key: Buffer = createHmac('sha256', `AWS4${secretAccessKey}`).update(day ?? '').digest()
      for (const part of [region!, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest()
      const expected = createHmac('sha256', key).update(toSign).digest('hex')
      const verified =
        expected === signature &&
        signedHeaders!.split(';').includes('host') &&
        createHash('sha256').update(body).digest('hex') === req.headers['x-amz-content-sha256']
      seen.push({ method: req.method!, path: req.url!, verified })
      if (!verified) return res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
      if (req.method === 'PUT') {
        objects.set(req.url!, { body, contentType: String(req.headers['content-type']) })
        modified.set(req.url!, new Date())
        return res.writeHead(200).end()
      }
      if (req.method === 'DELETE') {
        // As S3 does: 204 whether or not the object existed.
        objects.delete(req.url!)
        modified.delete(req.url!)
        return res.writeHead(204).end()
      }
      const [path, query] = req.url!.split('?')
      const params = new URLSearchParams(query ?? '')
      if (params.get('list-type') === '2') return res.writeHead(200, { 'Content-Type': 'application/xml' }).end(listPage(path!, params))
      const object = objects.get(req.url!)
      if (!object) return res.writeHead(404).end()
      res.writeHead(200, { 'Content-Type': object.contentType }).end(object.body)
    })
  })
  /** One ListObjectsV2 page: keys in order, after the continuation token (here simply the last key of the page before). */
  function listPage(bucketPath: string, params: URLSearchParams): string {
    const bucketPrefix = `${bucketPath.replace(/\/$/, '')}/`
    const prefix = params.get('prefix') ?? ''
    const after = params.get('continuation-token')
    const keys = [...objects.keys()]
      .filter((p) => p.startsWith(bucketPrefix))
      .map((p) => ({ path: p, key: p.slice(bucketPrefix.length).split('/').map(decodeURIComponent).join('/') }))
      .filter(({ key }) => key.startsWith(prefix) && (after === null || key > after))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
    const page = keys.slice(0, pageSize)
    const truncated = keys.length > page.length
    const contents = page
      .map(({ path, key }) => `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${modified.get(path)!.toISOString()}</LastModified><Size>${objects.get(path)!.body.length}</Size></Contents>`)
      .join('')
    return (
      '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
      contents +
      (truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!.key)}</NextContinuationToken>` : '') +
      '</ListBucketResult>'
    )
  }
  return { server, objects, modified, seen, setPageSize: (n: number) => (pageSize = n) }
}

/** Starts the double on a free loopback port; `config` points the S3 adapter at it. */
export async function startS3Double(secretAccessKey = 'test-secret-key/with+special=chars'): Promise<S3Double> {
  const { server, objects, modified, seen, setPageSize } = s3Double(secretAccessKey)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, region: 'eu-central-1', bucket: 'decks', accessKeyId: 'AKIDTEST', secretAccessKey },
    objects,
    modified,
    setPageSize,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
