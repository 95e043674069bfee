import { describe, expect, it } from 'vitest'
import { pngsToIco } from './ico'

const fakePng = (extra: number[]) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...extra])

describe('pngsToIco', () => {
  it('writes an icon directory whose entries point at each PNG', () => {
    const a = fakePng([1, 2])
    const b = fakePng([3, 4, 5])
    const ico = pngsToIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ])
    expect(ico.readUInt16LE(0)).toBe(0)
    expect(ico.readUInt16LE(2)).toBe(1)
    expect(ico.readUInt16LE(4)).toBe(2)
    // first entry
    expect(ico.readUInt8(6)).toBe(16)
    expect(ico.readUInt32LE(6 + 8)).toBe(a.length)
    const firstOffset = ico.readUInt32LE(6 + 12)
    expect(firstOffset).toBe(6 + 32)
    expect([...ico.subarray(firstOffset, firstOffset + a.length)]).toEqual([...a])
    // second entry: 256 is written as 0
    expect(ico.readUInt8(22)).toBe(0)
    const secondOffset = ico.readUInt32LE(22 + 12)
    expect(secondOffset).toBe(firstOffset + a.length)
    expect([...ico.subarray(secondOffset)]).toEqual([...b])
  })

  it('refuses data that is not a PNG and sizes an icon cannot hold', () => {
    expect(() => pngsToIco([{ size: 16, png: new Uint8Array([1, 2, 3]) }])).toThrow(/not a PNG/)
    expect(() => pngsToIco([{ size: 512, png: fakePng([]) }])).toThrow(/outside/)
    expect(() => pngsToIco([])).toThrow(/at least one/)
  })
})
