import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Double, type S3Double } from '@/tests/support/s3-double'
import { deleteObject, getObject, putObject, S3Error, signV4, type S3Config } from './s3'

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

describe('the S3 adapter against a loopback S3 that checks signatures', () => {
  let double: S3Double
  let config: S3Config

  beforeAll(async () => {
    double = await startS3Double()
    config = double.config
  })
  afterAll(() => double.close())

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

  it('deletes an object with a signed DELETE; one already gone counts as deleted, a refusal throws', async () => {
    await putObject(config, 'uploads/to-delete', Buffer.from('%PDF-'), createHash('sha256').update('%PDF-').digest('hex'), 'application/pdf')
    await deleteObject(config, 'uploads/to-delete')
    expect(double.seen.at(-1)).toEqual({ method: 'DELETE', path: '/decks/uploads/to-delete', verified: true })
    expect(double.objects.has('/decks/uploads/to-delete')).toBe(false)
    await deleteObject(config, 'uploads/to-delete')
    await expect(deleteObject({ ...config, secretAccessKey: 'wrong' }, 'uploads/x')).rejects.toMatchObject({ status: 403 })
  })
})
