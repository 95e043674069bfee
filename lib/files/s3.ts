import { createHash, createHmac } from 'node:crypto'

/**
 * S3-compatible object storage through plain fetch, signed with AWS Signature Version 4 (header auth, path-style
 * URLs: endpoint/bucket/key, which AWS, MinIO, R2, Ceph and Garage all accept). Three calls are needed — put an
 * uploaded deck, get it back for the admin, delete it with its submission — which does not justify an SDK of several
 * megabytes.
 */

export type S3Config = { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }

export type SignInput = {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in any case). */
  headers?: Record<string, string>
  /** Hex sha256 of the body ('UNSIGNED-PAYLOAD' is not used: the hash is known, and S3 then checks the bytes). */
  payloadHash: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  service?: string
  now?: Date
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex')

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ is %XX (upper case). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest()
}

/** The headers that sign a request: Authorization, X-Amz-Date and X-Amz-Content-Sha256 (plus the given ones). */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3'
  const amzDate = (input.now ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  const day = amzDate.slice(0, 8)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ')
  headers.host = input.url.host
  headers['x-amz-date'] = amzDate
  headers['x-amz-content-sha256'] = input.payloadHash
  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  const canonicalRequest = [
    input.method.toUpperCase(),
    // The path as sent: each segment already RFC 3986-encoded by objectUrl() (S3 does not encode it twice).
    input.url.pathname || '/',
    canonicalQuery(input.url),
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const scope = `${day}/${input.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request')
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex')
  // fetch sets Host itself, from the URL signed here.
  const sent: Record<string, string> = { ...headers }
  delete sent.host
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}

/** endpoint/bucket/key, each key segment encoded once. */
export function objectUrl(config: S3Config, key: string): URL {
  const base = config.endpoint.replace(/\/+$/, '')
  return new URL(`${base}/${encodeRfc3986(config.bucket)}/${key.split('/').map(encodeRfc3986).join('/')}`)
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

/** Uploads bytes whose sha256 (hex) is known; throws S3Error unless the store answers 2xx. */
export async function putObject(config: S3Config, key: string, body: Buffer, sha256: string, contentType: string, doFetch: typeof fetch = fetch): Promise<void> {
  const url = objectUrl(config, key)
  const headers = signV4({ method: 'PUT', url, headers: { 'content-type': contentType }, payloadHash: sha256, ...config })
  // A view of the one buffer, not a copy; Content-Length comes from its size.
  const response = await doFetch(url, { method: 'PUT', headers, body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), signal: AbortSignal.timeout(60_000) })
  await response.body?.cancel()
  if (!response.ok) throw new S3Error(response.status, `S3 PUT ${key} answered ${response.status}`)
}

/** The object's body as a stream (for the admin's download); throws S3Error unless 200. */
export async function getObject(config: S3Config, key: string, doFetch: typeof fetch = fetch): Promise<ReadableStream<Uint8Array>> {
  const url = objectUrl(config, key)
  const headers = signV4({ method: 'GET', url, payloadHash: EMPTY_SHA256, ...config })
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
  const headers = signV4({ method: 'DELETE', url, payloadHash: EMPTY_SHA256, ...config })
  const response = await doFetch(url, { method: 'DELETE', headers, signal: AbortSignal.timeout(30_000) })
  await response.body?.cancel()
  if (!response.ok && response.status !== 404) throw new S3Error(response.status, `S3 DELETE ${key} answered ${response.status}`)
}

/** Stand-in until the streaming putFile lands: reads the file and puts it whole. */
export async function putFile(config: S3Config, key: string, filePath: string, opts: { sha256: string; sizeBytes: number; contentType: string; timeoutMs?: number }): Promise<void> {
  const { readFile } = await import('node:fs/promises')
  await putObject(config, key, await readFile(filePath), opts.sha256, opts.contentType)
}
