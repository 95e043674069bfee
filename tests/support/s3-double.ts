import { createHash, createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { S3Config } from '@/lib/files/s3'

export type S3Double = {
  config: S3Config
  objects: Map<string, { body: Buffer; contentType: string }>
  seen: { method: string; path: string; verified: boolean }[]
  close: () => Promise<void>
}

/**
 * A small S3 on the loopback: it verifies each request's SigV4 signature from the request as it arrived on the wire
 * (its own canonical request, written here from the specification, not with the code under test), checks the body
 * against x-amz-content-sha256 as S3 does, and keeps objects in memory (PUT, GET, DELETE).
 */
function s3Double(secretAccessKey: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  const seen: { method: string; path: string; verified: boolean }[] = []
  const server = http.createServer((req, res) => {
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
        '',
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
        return res.writeHead(200).end()
      }
      if (req.method === 'DELETE') {
        // As S3 does: 204 whether or not the object existed.
        objects.delete(req.url!)
        return res.writeHead(204).end()
      }
      const object = objects.get(req.url!)
      if (!object) return res.writeHead(404).end()
      res.writeHead(200, { 'Content-Type': object.contentType }).end(object.body)
    })
  })
  return { server, objects, seen }
}

/** Starts the double on a free loopback port; `config` points the S3 adapter at it. */
export async function startS3Double(secretAccessKey = 'test-secret-key/with+special=chars'): Promise<S3Double> {
  const { server, objects, seen } = s3Double(secretAccessKey)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, region: 'eu-central-1', bucket: 'decks', accessKeyId: 'AKIDTEST', secretAccessKey },
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
