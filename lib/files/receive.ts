import { once } from 'node:events'
import { Readable } from 'node:stream'
import busboy from 'busboy'
import { removeSpooled, spoolStream, type Spooled } from './spool'

/**
 * Reads a multipart/form-data body as it streams, with busboy (the parser multer and Fastify use): text fields into
 * memory, each file part straight to disk (./spool.ts), so a 15 MB deck never sits in memory. The whole read has a
 * deadline: a client that trickles its body is cut off after a bounded time instead of holding a slot for minutes.
 * On every refusal the files already written are removed.
 */

export type ReceivedFile = Spooled & {
  field: string
  /** As the browser sent it, control characters removed; only ever shown or offered as a download name. */
  fileName: string
  /** The browser's claim; never trusted (the deck is checked by its bytes). */
  contentType: string
}

export type ReceiveResult =
  | { ok: true; fields: [string, string][]; files: ReceivedFile[] }
  /** 'bad-header': a part's headers carry a control character (in practice a file name): refused by the parser, as HTTP refuses them. */
  | { ok: false; reason: Failure }

type Failure = 'malformed' | 'too-large' | 'too-slow' | 'bad-header'

export type ReceiveLimits = {
  /** Where the files are written (DATA_DIR/files). */
  dir: string
  /** Names of the parts that may carry a file, one each; a file in any other part is refused as malformed. */
  fileFields: readonly string[]
  /** Past this a file is counted to its end but not kept, so the answer can say how large it was. */
  maxFileBytes: number
  /** All text fields together. */
  maxTextBytes: number
  /** The whole body: past it, reading stops. */
  maxBodyBytes: number
  /** The whole body must arrive within this. */
  deadlineMs: number
  maxParts?: number
}

/** C0 controls (NUL included), DEL and C1 controls: nothing a file name needs, and NUL is refused by PostgreSQL text. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g

export function cleanFileName(name: string): string {
  // Browsers percent-encode '"', CR and LF in names; decoding only those keeps every other '%' as typed.
  const unescaped = name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')
  return unescaped.replace(CONTROL_CHARACTERS, '').trim()
}

export async function receiveMultipart(body: ReadableStream<Uint8Array> | null, contentType: string | null, limits: ReceiveLimits): Promise<ReceiveResult> {
  if (!body || !contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return { ok: false, reason: 'malformed' }
  const maxParts = limits.maxParts ?? 100
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fieldSize: limits.maxTextBytes, fields: maxParts, files: limits.fileFields.length, parts: maxParts, fieldNameSize: 200 },
    })
  } catch {
    return { ok: false, reason: 'malformed' }
  }

  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)
  const abort = new AbortController()
  let failure: Failure | null = null
  const fail = (reason: Failure) => {
    if (failure) return
    failure = reason
    abort.abort()
    source.destroy()
    parser.removeAllListeners('drain')
  }

  const fields: [string, string][] = []
  const spools: Promise<ReceivedFile | null>[] = []
  const seenFiles = new Set<string>()
  let textBytes = 0

  parser.on('field', (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value)
    if (info.valueTruncated || info.nameTruncated || textBytes > limits.maxTextBytes) return fail('too-large')
    fields.push([name, value])
  })
  parser.on('file', (name, stream, info) => {
    if (!limits.fileFields.includes(name) || seenFiles.has(name)) {
      stream.resume()
      return fail('malformed')
    }
    seenFiles.add(name)
    const fileName = cleanFileName(info.filename ?? '')
    spools.push(
      spoolStream(stream, limits.dir, limits.maxFileBytes).then(async (spooled) => {
        // A file input with no file chosen (filename "" and no bytes) is left out, as browsers mean it.
        if (spooled.size === 0 && fileName === '') {
          await removeSpooled(spooled.path)
          return null
        }
        return { ...spooled, field: name, fileName, contentType: info.mimeType.slice(0, 200) }
      }),
    )
  })
  for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail('malformed'))
  const finished = new Promise<void>((resolve) => {
    parser.on('close', resolve)
    parser.on('error', (err: Error) => {
      fail(/part header/i.test(err.message) ? 'bad-header' : 'malformed')
      resolve()
    })
  })

  const timer = setTimeout(() => fail('too-slow'), limits.deadlineMs)
  try {
    let total = 0
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        total += chunk.length
        if (total > limits.maxBodyBytes) fail('too-large')
        if (failure) break
        if (!parser.write(chunk)) await once(parser, 'drain', { signal: abort.signal })
      }
    } catch {
      // The client went away, or the read was cut off above: `failure` says which, or the body is incomplete.
    }
    if (!failure && !source.readableEnded) fail('malformed')
    if (!failure) {
      parser.end()
      await Promise.race([finished, once(abort.signal, 'abort')])
    } else {
      parser.destroy()
    }
    const settled = await Promise.allSettled(spools)
    const files = settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []))
    if (!failure && settled.some((s) => s.status === 'rejected')) failure = 'malformed'
    if (failure) {
      await Promise.all(files.map((f) => removeSpooled(f.path)))
      return { ok: false, reason: failure }
    }
    return { ok: true, fields, files }
  } finally {
    clearTimeout(timer)
  }
}
