import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { multipartBoundary, readMultipart, type MultipartLimits } from './multipart'

const limits: MultipartLimits = { fileFields: ['deckFile'], maxFileBytes: 1024 * 1024, maxTextBytes: 64 * 1024, maxBodyBytes: 4 * 1024 * 1024 }

/** The bytes and Content-Type a browser-grade encoder (undici's, as fetch sends FormData) makes of a form. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

/** The body as a stream of `size`-byte chunks: delimiters land across chunk edges, as on a real socket. */
function chunked(body: Buffer, size: number): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= body.length) return controller.close()
      controller.enqueue(new Uint8Array(body.subarray(at, at + size)))
      at += size
    },
  })
}

function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41)
  bytes.write('%PDF-1.7\n')
  // The delimiter's own start inside the file must not end the part.
  if (size > 200) bytes.write('\r\n--', 100)
  return bytes
}

async function read(form: FormData, chunk: number, extra: Partial<MultipartLimits> = {}) {
  const { body, contentType } = await encode(form)
  return readMultipart(chunked(body, chunk), multipartBoundary(contentType)!, { ...limits, declaredLength: body.length, ...extra })
}

describe('reading the application as multipart/form-data', () => {
  it('gives the text fields and the file with its exact bytes, hash and first bytes, whatever the chunking', async () => {
    const deck = pdf(300_000)
    // 7-byte chunks split the delimiter at every place across the file; 64 kB is a socket's usual chunk.
    for (const chunk of [7, 70, 65_536]) {
      const form = new FormData()
      form.append('companyName', 'Ünïcode Labs')
      form.append('pitch', 'line one\r\nline two')
      form.append('deckFile', new File([new Uint8Array(deck)], 'Série A.pdf', { type: 'application/pdf' }))
      form.append('consent', 'on')
      const result = await read(form, chunk)
      expect(result.ok).toBe(true)
      if (!result.ok) return
      expect(result.fields).toEqual([
        ['companyName', 'Ünïcode Labs'],
        ['pitch', 'line one\r\nline two'],
        ['consent', 'on'],
      ])
      const [file] = result.files
      expect(file).toMatchObject({ field: 'deckFile', fileName: 'Série A.pdf', contentType: 'application/pdf', size: deck.length })
      expect(file!.bytes!.equals(deck)).toBe(true)
      expect(file!.sha256).toBe(createHash('sha256').update(deck).digest('hex'))
      expect(Buffer.from(file!.head).toString('latin1')).toBe('%PDF-1.7')
    }
  })

  it('leaves out a file input with no file chosen (as a browser sends it: filename="" and no bytes)', async () => {
    const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW'
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nAcme\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="deckFile"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n` +
        `--${boundary}--\r\n`,
    )
    const result = await readMultipart(chunked(body, 13), boundary, limits)
    expect(result).toEqual({ ok: true, fields: [['companyName', 'Acme']], files: [] })
  })

  it('counts a file over its limit to the end without keeping it, so the answer can say how large it was', async () => {
    const form = new FormData()
    form.append('deckFile', new File([new Uint8Array(pdf(limits.maxFileBytes + 1))], 'big.pdf'))
    form.append('after', 'still read')
    const result = await read(form, 65_536)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.files[0]).toMatchObject({ size: limits.maxFileBytes + 1, bytes: null })
    expect(result.fields).toEqual([['after', 'still read']])
  })

  it('stops reading a body past its limit', async () => {
    const form = new FormData()
    form.append('deckFile', new File([new Uint8Array(pdf(200_000))], 'deck.pdf'))
    expect(await read(form, 65_536, { maxBodyBytes: 100_000 })).toEqual({ ok: false, reason: 'too-large' })
  })

  it('refuses a file in a field that takes none, too much text, and a body cut short', async () => {
    const other = new FormData()
    other.append('photo', new File([new Uint8Array(pdf(10))], 'x.pdf'))
    expect(await read(other, 1000)).toEqual({ ok: false, reason: 'malformed' })

    const text = new FormData()
    text.append('pitch', 'x'.repeat(limits.maxTextBytes + 1))
    expect(await read(text, 65_536)).toEqual({ ok: false, reason: 'too-large' })

    const form = new FormData()
    form.append('companyName', 'Acme')
    const { body, contentType } = await encode(form)
    const cut = await readMultipart(chunked(body.subarray(0, body.length - 10), 100), multipartBoundary(contentType)!, limits)
    expect(cut).toEqual({ ok: false, reason: 'malformed' })
  })

  it('finds the boundary only in a multipart/form-data type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc')
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('application/json')).toBeNull()
    expect(multipartBoundary(null)).toBeNull()
  })
})
