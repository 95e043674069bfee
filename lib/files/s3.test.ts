import { createHash, createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getObject, putObject, S3Error, signV4, type S3Config } from './s3'

describe('AWS Signature Version 4', () => {
  it('signs the GET Object example of the S3 documentation to its published signature', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    })
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(headers['x-amz-date']).toBe('20130524T000000Z')
  })
})

/**
 * A small S3 on the loopback: it verifies each request's SigV4 signature from the request as it arrived on the wire
 * (its own canonical request, written here from the specification, not with the code under test), checks the body
 * against x-amz-content-sha256 as S3 does, and keeps objects in memory.
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
      const [, , day, region, signedHeaders, signature] = auth ?? []
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
        !!auth &&
        expected === signature &&
        signedHeaders!.split(';').includes('host') &&
        createHash('sha256').update(body).digest('hex') === req.headers['x-amz-content-sha256']
      seen.push({ method: req.method!, path: req.url!, verified })
      if (!verified) return res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
      if (req.method === 'PUT') {
        objects.set(req.url!, { body, contentType: String(req.headers['content-type']) })
        return res.writeHead(200).end()
      }
      const object = objects.get(req.url!)
      if (!object) return res.writeHead(404).end()
      res.writeHead(200, { 'Content-Type': object.contentType }).end(object.body)
    })
  })
  return { server, objects, seen }
}

describe('the S3 adapter against a loopback S3 that checks signatures', () => {
  const secret = 'test-secret-key/with+special=chars'
  const double = s3Double(secret)
  let config: S3Config

  beforeAll(async () => {
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve))
    const { port } = double.server.address() as AddressInfo
    config = { endpoint: `http://127.0.0.1:${port}`, region: 'eu-central-1', bucket: 'decks', accessKeyId: 'AKIDTEST', secretAccessKey: secret }
  })
  afterAll(() => new Promise<void>((resolve) => double.server.close(() => resolve())))

  it('puts an object under the bucket with a signature the store accepts, and gets the same bytes back', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 7)])
    const sha = createHash('sha256').update(bytes).digest('hex')
    await putObject(config, 'uploads/0123abcd', bytes, sha, 'application/pdf')
    expect(double.seen.at(-1)).toEqual({ method: 'PUT', path: '/decks/uploads/0123abcd', verified: true })
    expect(double.objects.get('/decks/uploads/0123abcd')).toEqual({ body: bytes, contentType: 'application/pdf' })

    const stream = await getObject(config, 'uploads/0123abcd')
    expect(Buffer.from(await new Response(stream).arrayBuffer()).equals(bytes)).toBe(true)
    expect(double.seen.at(-1)).toEqual({ method: 'GET', path: '/decks/uploads/0123abcd', verified: true })
  })

  it('fails loudly when the store refuses: a wrong secret, or bytes that do not match the signed hash', async () => {
    await expect(putObject({ ...config, secretAccessKey: 'wrong' }, 'uploads/x', Buffer.from('%PDF-'), createHash('sha256').update('%PDF-').digest('hex'), 'application/pdf')).rejects.toBeInstanceOf(S3Error)
    await expect(putObject(config, 'uploads/y', Buffer.from('%PDF-'), 'a'.repeat(64), 'application/pdf')).rejects.toMatchObject({ status: 403 })
    await expect(getObject(config, 'uploads/missing')).rejects.toMatchObject({ status: 404 })
  })
})
