import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { AwsV4Signer } from 'aws4fetch'
import { xml2js, type Element } from 'xml-js'

/**
 * S3-compatible object storage through plain fetch, signed by aws4fetch (header auth, path-style URLs:
 * endpoint/bucket/key, which AWS, MinIO, R2, Ceph and Garage all accept). A handful of calls are needed — put an
 * uploaded deck, get it back for the admin, delete it, list uploads to sweep orphans — which does not justify an SDK
 * of several megabytes.
 */

export type S3Config = { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex')

/** RFC 3986 encoding: everything but A–Z a–z 0–9 - _ . ~ is %XX (upper case). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** endpoint/bucket/key, each key segment encoded once. */
export function objectUrl(config: S3Config, key: string): URL {
  return new URL(`${bucketUrl(config)}/${key.split('/').map(encodeRfc3986).join('/')}`)
}

function bucketUrl(config: S3Config): string {
  return `${config.endpoint.replace(/\/+$/, '')}/${encodeRfc3986(config.bucket)}`
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'S3Error'
  }
}

/**
 * Signed headers for one request. The payload hash is always given (never 'UNSIGNED-PAYLOAD'): it is known, and S3
 * then checks the bytes it received against it.
 */
async function signedHeaders(config: S3Config, method: string, url: URL, payloadHash: string, extra: Record<string, string> = {}): Promise<Headers> {
  const signer = new AwsV4Signer({
    method,
    url: url.toString(),
    headers: { ...extra, 'x-amz-content-sha256': payloadHash },
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  })
  return (await signer.sign()).headers
}

/** Uploads bytes whose sha256 (hex) is known; throws S3Error unless the store answers 2xx. */
export async function putObject(config: S3Config, key: string, body: Buffer, sha256: string, contentType: string, doFetch: typeof fetch = fetch): Promise<void> {
  const url = objectUrl(config, key)
  const headers = await signedHeaders(config, 'PUT', url, sha256, { 'content-type': contentType })
  // A view of the one buffer, not a copy; Content-Length comes from its size.
  const response = await doFetch(url, { method: 'PUT', headers, body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), signal: AbortSignal.timeout(60_000) })
  await response.body?.cancel()
  if (!response.ok) throw new S3Error(response.status, `S3 PUT ${key} answered ${response.status}`)
}

/**
 * Streams a file from disk to the bucket without holding it in memory. S3 refuses a streamed PUT without a length
 * (411), so Content-Length is sent explicitly; the whole request is aborted after `timeoutMs`.
 */
export async function putFile(config: S3Config, key: string, filePath: string, opts: { sha256: string; sizeBytes: number; contentType: string; timeoutMs?: number }): Promise<void> {
  const url = objectUrl(config, key)
  const headers = await signedHeaders(config, 'PUT', url, opts.sha256, { 'content-type': opts.contentType })
  headers.set('content-length', String(opts.sizeBytes))
  const signal = AbortSignal.timeout(opts.timeoutMs ?? 60_000)
  const file = createReadStream(filePath)
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers,
      body: Readable.toWeb(file) as ReadableStream<Uint8Array>,
      // Node's fetch sends a stream body only in half-duplex mode.
      duplex: 'half',
      signal,
    } as RequestInit & { duplex: 'half' })
    await response.body?.cancel()
    if (!response.ok) throw new S3Error(response.status, `S3 PUT ${key} answered ${response.status}`)
  } finally {
    file.destroy()
  }
}

/** The object's body as a stream (for the admin's download); throws S3Error unless 200. */
export async function getObject(config: S3Config, key: string, doFetch: typeof fetch = fetch): Promise<ReadableStream<Uint8Array>> {
  const url = objectUrl(config, key)
  const headers = await signedHeaders(config, 'GET', url, EMPTY_SHA256)
  // A deadline for the answer to start, not for the whole body: a slow admin's download may take longer.
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), 30_000)
  const response = await doFetch(url, { headers, signal: abort.signal }).finally(() => clearTimeout(timer))
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    throw new S3Error(response.status, `S3 GET ${key} answered ${response.status}`)
  }
  return response.body
}

/**
 * Deletes the object; an object already gone (404) counts as deleted, so a retried deletion ends. Throws S3Error on any
 * other answer.
 */
export async function deleteObject(config: S3Config, key: string, doFetch: typeof fetch = fetch): Promise<void> {
  const url = objectUrl(config, key)
  const headers = await signedHeaders(config, 'DELETE', url, EMPTY_SHA256)
  const response = await doFetch(url, { method: 'DELETE', headers, signal: AbortSignal.timeout(30_000) })
  await response.body?.cancel()
  if (!response.ok && response.status !== 404) throw new S3Error(response.status, `S3 DELETE ${key} answered ${response.status}`)
}

export type S3Object = { key: string; lastModified: Date; sizeBytes: number }

function text(element: Element | undefined, name: string): string | undefined {
  const child = element?.elements?.find((e) => e.name === name)
  const node = child?.elements?.[0]
  return node ? String(node.text ?? '') : undefined
}

/** Every object whose key starts with `prefix` (ListObjectsV2, following continuation tokens page by page). */
export async function listObjects(config: S3Config, prefix: string, doFetch: typeof fetch = fetch): Promise<S3Object[]> {
  const objects: S3Object[] = []
  let token: string | undefined
  do {
    const url = new URL(`${bucketUrl(config)}/`)
    url.searchParams.set('list-type', '2')
    url.searchParams.set('prefix', prefix)
    if (token) url.searchParams.set('continuation-token', token)
    const headers = await signedHeaders(config, 'GET', url, EMPTY_SHA256)
    const response = await doFetch(url, { headers, signal: AbortSignal.timeout(30_000) })
    const body = await response.text()
    if (!response.ok) throw new S3Error(response.status, `S3 LIST ${prefix} answered ${response.status}`)
    const root = (xml2js(body) as Element).elements?.find((e) => e.name === 'ListBucketResult')
    if (!root) throw new S3Error(response.status, `S3 LIST ${prefix} answered without a ListBucketResult`)
    for (const item of root.elements?.filter((e) => e.name === 'Contents') ?? []) {
      objects.push({ key: text(item, 'Key') ?? '', lastModified: new Date(text(item, 'LastModified') ?? 0), sizeBytes: Number(text(item, 'Size') ?? 0) })
    }
    token = text(root, 'IsTruncated') === 'true' ? text(root, 'NextContinuationToken') : undefined
  } while (token)
  return objects
}
