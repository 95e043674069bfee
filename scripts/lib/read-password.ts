import readline from 'node:readline'

/** Reads one line from the terminal without echoing it (raw mode; Ctrl-C aborts). */
export function readPassword(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin
    process.stdout.write(prompt)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let value = ''
    const done = (err?: Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      process.stdout.write('\n')
      if (err) reject(err)
      else resolve(value)
    }
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done()
        if (ch === '\u0003') return done(new Error('aborted'))
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1)
        else if (ch >= ' ') value += ch
      }
    }
    stdin.on('data', onData)
  })
}

/** All of stdin (piped input), e.g. `printf '%s' "$PW" | npm run admin:set-password`. */
export async function readStdin(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false })
  const lines: string[] = []
  for await (const line of rl) lines.push(line)
  return lines[0] ?? ''
}
