import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { expect, it } from 'vitest'
import { spoolStream } from './spool'

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spool-'))

it('writes the stream under 128 random bits in hex, with its hash, size and first bytes, private to the app', async () => {
  const dir = tempDir()
  const chunks = [Buffer.from('%P'), Buffer.from('DF-1.7\n'), Buffer.alloc(100_000, 0x41)]
  const all = Buffer.concat(chunks)
  const first = await spoolStream(Readable.from(chunks), dir, 1024 * 1024)
  const second = await spoolStream(Readable.from(chunks), dir, 1024 * 1024)
  expect(first).toMatchObject({ size: all.length, sha256: createHash('sha256').update(all).digest('hex') })
  expect(Buffer.from(first.head).toString('latin1')).toBe('%PDF-')
  expect(first.name).toMatch(/^[0-9a-f]{32}$/)
  expect(first.name).not.toBe(second.name)
  expect(fs.readFileSync(first.path!).equals(all)).toBe(true)
  expect(fs.statSync(first.path!).mode & 0o777).toBe(0o600)
  expect(fs.readdirSync(dir).sort()).toEqual([first.name, second.name].sort()) // no temporary file left
})

it('counts a file over the limit to its end and keeps nothing of it', async () => {
  const dir = tempDir()
  const spooled = await spoolStream(Readable.from([Buffer.from('%PDF-'), Buffer.alloc(5000)]), dir, 1000)
  expect(spooled).toMatchObject({ path: null, size: 5005 })
  expect(fs.readdirSync(dir)).toEqual([])
})

it('removes the temporary file when the stream fails half-way', async () => {
  const dir = tempDir()
  const failing = new Readable({
    read() {
      this.push(Buffer.alloc(1000))
      this.destroy(new Error('connection reset'))
    },
  })
  await expect(spoolStream(failing, dir, 1024 * 1024)).rejects.toThrow('connection reset')
  expect(fs.readdirSync(dir)).toEqual([])
})
