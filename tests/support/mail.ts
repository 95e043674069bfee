import fs from 'node:fs'
import path from 'node:path'

/** An .eml file as text: the body may be quoted-printable (long lines folded with '=', non-ASCII escaped). */
export function decodeEml(bytes: Buffer): string {
  return bytes
    .toString('utf8')
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'))
}

/** The decoded messages written to DATA_DIR/mail (no SMTP configured) for one recipient. */
export function mailTo(dataDir: string, address: string): string[] {
  const dir = path.join(dataDir, 'mail')
  if (!fs.existsSync(dir)) return []
  const recipient = new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'm')
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decodeEml(fs.readFileSync(path.join(dir, f))))
    .filter((text) => recipient.test(text))
}
