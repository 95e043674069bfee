import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

type SmtpSink = {
  /** The raw messages accepted (answered 250), in order of arrival. */
  received: string[]
  /** How many messages were held: read to the end but never answered. */
  held: () => number
  /** Listens on a free loopback port; resolves to the smtp:// URL the app is given. */
  start: () => Promise<string>
  stop: () => Promise<void>
}

/**
 * A real SMTP server on the loopback (smtp-server) that keeps every message it accepts. With `holdFirst: n` the first
 * n messages are read but never answered, so their sender waits in its DATA phase — where a test kills it.
 */
export function smtpSink({ holdFirst = 0 }: { holdFirst?: number } = {}): SmtpSink {
  const received: string[] = []
  let held = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString()))
      stream.on('end', () => {
        if (held < holdFirst) {
          held++
          return
        }
        received.push(raw)
        done()
      })
    },
  })
  // A sender killed mid-message resets its connection; that is what the holding tests are about, not an error.
  server.on('error', () => {})
  return {
    received,
    held: () => held,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
