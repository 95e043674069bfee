import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { cleanFileName, receiveMultipart, type ReceiveLimits } from './receive'

let dir: string
let limits: ReceiveLimits

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-receive-'))
  limits = { dir, fileFields: ['deckFile'], maxFileBytes: 1024 * 1024, maxTextBytes: 64 * 1024, maxBodyBytes: 4 * 1024 * 1024, deadlineMs: 5_000 }
})

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

async function read(form: FormData, chunk: number, extra: Partial<ReceiveLimits> = {}) {
  const { body, contentType } = await encode(form)
  return receiveMultipart(chunked(body, chunk), contentType, { ...limits, ...extra })
}

const filesLeft = () => fs.readdirSync(dir)

describe('receiving the application as multipart/form-data', () => {
  it('gives the text fields and writes the file to disk under a random name, with its hash and first bytes, whatever the chunking', async () => {
    const deck = pdf(300_000)
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
      expect(path.dirname(file!.path!)).toBe(dir)
      expect(path.basename(file!.path!)).toMatch(/^[0-9a-f]{32}$/)
      expect(fs.readFileSync(file!.path!).equals(deck)).toBe(true)
      expect(file!.sha256).toBe(createHash('sha256').update(deck).digest('hex'))
      expect(Buffer.from(file!.head).toString('latin1')).toBe('%PDF-')
      fs.rmSync(file!.path!)
    }
    expect(filesLeft()).toEqual([])
  })

  it('leaves out a file input with no file chosen (as a browser sends it: filename="" and no bytes)', async () => {
    const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW'
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nAcme\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="deckFile"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n` +
        `--${boundary}--\r\n`,
    )
    const result = await receiveMultipart(chunked(body, 13), `multipart/form-data; boundary=${boundary}`, limits)
    expect(result).toEqual({ ok: true, fields: [['companyName', 'Acme']], files: [] })
    expect(filesLeft()).toEqual([])
  })

  it('takes control characters out of the file name, and refuses raw ones in the part header (never set aside)', async () => {
    const boundary = 'xYzBoundary'
    const withName = (name: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="deckFile"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'),
        pdf(1000),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
    const c1 = await receiveMultipart(chunked(withName('de\u0085ck.pdf'), 100), `multipart/form-data; boundary=${boundary}`, limits)
    expect(c1.ok && c1.files[0]!.fileName).toBe('deck.pdf')
    if (c1.ok) fs.rmSync(c1.files[0]!.path!)
    // HTTP allows no control character in a header, and busboy keeps to that: the answer names the file, nothing is written.
    expect(await receiveMultipart(chunked(withName('de\u0000ck.pdf'), 100), `multipart/form-data; boundary=${boundary}`, limits)).toEqual({ ok: false, reason: 'bad-header' })
    expect(await receiveMultipart(chunked(withName('de\u0007ck.pdf'), 100), `multipart/form-data; boundary=${boundary}`, limits)).toEqual({ ok: false, reason: 'bad-header' })
    expect(cleanFileName('de\u0000ck\u0007\u007f\u009f.pdf')).toBe('deck.pdf')
    expect(cleanFileName('a%22b%0D%0Ac')).toBe('a"bc')
    expect(filesLeft()).toEqual([])
  })

  it('counts a file over its limit to the end without keeping it, so the answer can say how large it was', async () => {
    const form = new FormData()
    form.append('deckFile', new File([new Uint8Array(pdf(limits.maxFileBytes + 1))], 'big.pdf'))
    form.append('after', 'still read')
    const result = await read(form, 65_536)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.files[0]).toMatchObject({ size: limits.maxFileBytes + 1, path: null })
    expect(Buffer.from(result.files[0]!.head).toString('latin1')).toBe('%PDF-')
    expect(result.fields).toEqual([['after', 'still read']])
    expect(filesLeft()).toEqual([])
  })

  it('stops reading a body past its limit and removes what was written', async () => {
    const form = new FormData()
    form.append('deckFile', new File([new Uint8Array(pdf(200_000))], 'deck.pdf'))
    expect(await read(form, 16_384, { maxBodyBytes: 100_000 })).toEqual({ ok: false, reason: 'too-large' })
    expect(filesLeft()).toEqual([])
  })

  it('refuses a file in a field that takes none, too much text, a second deck, and a body cut short', async () => {
    const other = new FormData()
    other.append('photo', new File([new Uint8Array(pdf(10))], 'x.pdf'))
    expect(await read(other, 1000)).toEqual({ ok: false, reason: 'malformed' })

    const text = new FormData()
    text.append('pitch', 'x'.repeat(limits.maxTextBytes + 1))
    expect(await read(text, 65_536)).toEqual({ ok: false, reason: 'too-large' })

    const two = new FormData()
    two.append('deckFile', new File([new Uint8Array(pdf(5000))], 'a.pdf'))
    two.append('deckFile', new File([new Uint8Array(pdf(5000))], 'b.pdf'))
    expect(await read(two, 1000)).toEqual({ ok: false, reason: 'malformed' })

    const form = new FormData()
    form.append('companyName', 'Acme')
    form.append('deckFile', new File([new Uint8Array(pdf(50_000))], 'deck.pdf'))
    const { body, contentType } = await encode(form)
    expect(await receiveMultipart(chunked(body.subarray(0, body.length - 30_000), 1000), contentType, limits)).toEqual({ ok: false, reason: 'malformed' })
    expect(await receiveMultipart(chunked(body, 1000), 'application/json', limits)).toEqual({ ok: false, reason: 'malformed' })
    expect(filesLeft()).toEqual([])
  })

  it('cuts off a client that trickles its body past the deadline, and removes the partial file', async () => {
    const form = new FormData()
    form.append('deckFile', new File([new Uint8Array(pdf(100_000))], 'deck.pdf'))
    const { body, contentType } = await encode(form)
    let at = 0
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 50))
        if (at >= body.length) return controller.close()
        controller.enqueue(new Uint8Array(body.subarray(at, at + 2000)))
        at += 2000
      },
    })
    const started = Date.now()
    expect(await receiveMultipart(trickle, contentType, { ...limits, deadlineMs: 400 })).toEqual({ ok: false, reason: 'too-slow' })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(at).toBeLessThan(body.length)
    expect(filesLeft()).toEqual([])
  })
})
