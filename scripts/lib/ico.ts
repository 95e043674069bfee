/**
 * Packs PNG images into one .ico file. Every browser since IE Vista reads PNG-compressed ICO entries, so no BMP
 * conversion is needed; the directory only has to state each image's size and where its bytes start.
 */
export type IcoImage = { size: number; png: Uint8Array }

const HEADER = 6
const ENTRY = 16
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function pngsToIco(images: IcoImage[]): Buffer {
  if (images.length === 0) throw new Error('an .ico needs at least one image')
  for (const { size, png } of images) {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`icon size ${size} is outside 1–256`)
    if (!PNG_SIGNATURE.every((b, i) => png[i] === b)) throw new Error(`the ${size}px image is not a PNG`)
  }
  const out = Buffer.alloc(HEADER + ENTRY * images.length + images.reduce((n, i) => n + i.png.length, 0))
  out.writeUInt16LE(0, 0) // reserved
  out.writeUInt16LE(1, 2) // 1 = icon (2 would be a cursor)
  out.writeUInt16LE(images.length, 4)
  let offset = HEADER + ENTRY * images.length
  images.forEach(({ size, png }, i) => {
    const at = HEADER + ENTRY * i
    out.writeUInt8(size === 256 ? 0 : size, at) // 0 means 256 in a one-byte field
    out.writeUInt8(size === 256 ? 0 : size, at + 1)
    out.writeUInt8(0, at + 2) // no palette
    out.writeUInt8(0, at + 3)
    out.writeUInt16LE(1, at + 4) // colour planes
    out.writeUInt16LE(32, at + 6) // bits per pixel
    out.writeUInt32LE(png.length, at + 8)
    out.writeUInt32LE(offset, at + 12)
    Buffer.from(png).copy(out, offset)
    offset += png.length
  })
  return out
}
