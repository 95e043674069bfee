import { createHash } from 'node:crypto'

/**
 * A streaming multipart/form-data reader for the one form that uploads a file (the application's deck). Neither
 * request.formData() (which buffers the whole body, then copies each file into a Blob) nor Next's server actions
 * (the same, behind a global body limit) keep a 15 MB upload to one copy in memory. Here the file's bytes go
 * straight from the socket's chunks into one buffer sized from Content-Length, and are hashed on the way; text
 * fields are small and bounded. A file over its limit is counted to its end but not kept, so the visitor still
 * gets an answer naming the limit.
 */

export type UploadedPart = {
  field: string
  fileName: string
  /** The browser's claim; never trusted (the deck is checked by its bytes). */
  contentType: string
  size: number
  /** The first bytes, for checking what the file is even when it was too large to keep. */
  head: Uint8Array
  sha256: string
  /** The bytes, or null when the file was over `maxFileBytes` (then `size` still says how large it was). */
  bytes: Buffer | null
}

export type MultipartResult =
  | { ok: true; fields: [string, string][]; files: UploadedPart[] }
  | { ok: false; reason: 'malformed' | 'too-large' }

export type MultipartLimits = {
  /** Names of the parts that may carry a file; a file in any other part is refused as malformed. */
  fileFields: readonly string[]
  maxFileBytes: number
  /** All text fields together. */
  maxTextBytes: number
  /** The whole body: past it, reading stops. */
  maxBodyBytes: number
  /** The request's Content-Length, when declared: sizes the file's buffer once instead of growing it. */
  declaredLength?: number
  maxParts?: number
}

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')
const MAX_HEADER_BYTES = 8 * 1024
const HEAD_BYTES = 8

/** The boundary of a multipart/form-data Content-Type, or null when it is not one. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

type PartHeaders = { name: string; fileName: string | null; contentType: string }

function parsePartHeaders(raw: string): PartHeaders | null {
  let disposition = ''
  let contentType = 'application/octet-stream'
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (name === 'content-disposition') disposition = value
    else if (name === 'content-type') contentType = value.slice(0, 200)
  }
  if (!/^form-data\s*;/i.test(disposition)) return null
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1]
  if (name === undefined) return null
  const fileName = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1] ?? null
  // Browsers percent-encode '"', CR and LF in names; decoding only those keeps every other '%' as typed.
  const unescape = (v: string) => v.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')
  return { name: unescape(name), fileName: fileName === null ? null : unescape(fileName), contentType }
}

/** Collects one file part: bytes into a single buffer (or none once past the limit), the hash and the first bytes. */
class FileSink {
  private buffer: Buffer | null
  private size = 0
  private readonly hash = createHash('sha256')
  private readonly head = Buffer.alloc(HEAD_BYTES)

  constructor(
    private readonly headers: PartHeaders,
    private readonly max: number,
    capacity: number,
  ) {
    this.buffer = Buffer.allocUnsafe(Math.max(0, Math.min(capacity, max)))
  }

  write(chunk: Buffer) {
    if (this.size < HEAD_BYTES) chunk.copy(this.head, this.size, 0, Math.min(chunk.length, HEAD_BYTES - this.size))
    const end = this.size + chunk.length
    this.size = end
    if (end > this.max) {
      this.buffer = null // over the limit: counted, not kept
      return
    }
    this.hash.update(chunk)
    if (!this.buffer) return
    if (end > this.buffer.length) {
      // No Content-Length (or a lying one): grow by doubling, bounded by the limit.
      const grown = Buffer.allocUnsafe(Math.min(this.max, Math.max(end, this.buffer.length * 2)))
      this.buffer.copy(grown, 0, 0, end - chunk.length)
      this.buffer = grown
    }
    chunk.copy(this.buffer, end - chunk.length)
  }

  finish(): UploadedPart {
    return {
      field: this.headers.name,
      fileName: this.headers.fileName ?? '',
      contentType: this.headers.contentType,
      size: this.size,
      head: this.head.subarray(0, Math.min(this.size, HEAD_BYTES)),
      sha256: this.hash.digest('hex'),
      bytes: this.buffer ? this.buffer.subarray(0, this.size) : null,
    }
  }
}

/**
 * Reads a multipart/form-data body as it streams. An empty file input (no file chosen: filename "" and no bytes)
 * is left out, as browsers mean it.
 */
export async function readMultipart(body: ReadableStream<Uint8Array> | null, boundary: string, limits: MultipartLimits): Promise<MultipartResult> {
  if (!body) return { ok: false, reason: 'malformed' }
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const fields: [string, string][] = []
  const files: UploadedPart[] = []
  let textBytes = 0
  let total = 0
  let parts = 0
  // The body is read as if preceded by CRLF, so the first boundary looks like every other delimiter.
  let pending: Buffer = Buffer.from(CRLF)
  let state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble'
  let text: Buffer[] | null = null
  let textName = ''
  let file: FileSink | null = null

  const endPart = () => {
    if (file) {
      const part = file.finish()
      if (part.fileName !== '' || part.size > 0) files.push(part)
    } else if (text) {
      fields.push([textName, Buffer.concat(text).toString('utf8')])
    }
    file = null
    text = null
  }

  const emit = (data: Buffer): boolean => {
    if (file) {
      file.write(data)
      return true
    }
    textBytes += data.length
    if (textBytes > limits.maxTextBytes) return false
    text?.push(data)
    return true
  }

  const reader = body.getReader()
  let read = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) {
        read = true
        break
      }
      total += value.byteLength
      if (total > limits.maxBodyBytes) return { ok: false, reason: 'too-large' }
      pending = pending.length ? Buffer.concat([pending, value]) : Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      for (;;) {
        if (state === 'preamble') {
          const at = pending.indexOf(delimiter)
          if (at < 0) {
            pending = pending.subarray(Math.max(0, pending.length - delimiter.length))
            break
          }
          pending = pending.subarray(at + delimiter.length)
          state = 'after-delimiter'
        } else if (state === 'after-delimiter') {
          if (pending.length < 2) break
          if (pending[0] === 0x2d && pending[1] === 0x2d) {
            state = 'done'
            break
          }
          if (pending[0] !== 0x0d || pending[1] !== 0x0a) return { ok: false, reason: 'malformed' }
          pending = pending.subarray(2)
          state = 'headers'
        } else if (state === 'headers') {
          const at = pending.indexOf(HEADER_END)
          if (at < 0) {
            if (pending.length > MAX_HEADER_BYTES) return { ok: false, reason: 'malformed' }
            break
          }
          const headers = parsePartHeaders(pending.subarray(0, at).toString('utf8'))
          pending = pending.subarray(at + HEADER_END.length)
          if (!headers || ++parts > (limits.maxParts ?? 100)) return { ok: false, reason: 'malformed' }
          if (headers.fileName !== null) {
            if (!limits.fileFields.includes(headers.name) || files.some((f) => f.field === headers.name)) return { ok: false, reason: 'malformed' }
            file = new FileSink(headers, limits.maxFileBytes, Math.max(0, (limits.declaredLength ?? 1024 * 1024) - total + pending.length))
          } else {
            text = []
            textName = headers.name
          }
          state = 'body'
        } else if (state === 'body') {
          const at = pending.indexOf(delimiter)
          if (at >= 0) {
            if (!emit(pending.subarray(0, at))) return { ok: false, reason: 'too-large' }
            endPart()
            pending = pending.subarray(at + delimiter.length)
            state = 'after-delimiter'
            continue
          }
          // Keep a tail that may be the start of the delimiter; the rest is the part's data.
          const keep = Math.min(pending.length, delimiter.length - 1)
          if (!emit(pending.subarray(0, pending.length - keep))) return { ok: false, reason: 'too-large' }
          pending = Buffer.from(pending.subarray(pending.length - keep))
          break
        } else {
          break
        }
      }
    }
  } finally {
    // Refused half-way: the rest of the body is not wanted (the answer goes out and the connection may close).
    if (!read) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
  if (state !== 'done') return { ok: false, reason: 'malformed' }
  return { ok: true, fields, files }
}
