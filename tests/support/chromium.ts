/** Debian's Chromium (docs/ARCHITECTURE.md, Facts about the machines): never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

// Without the background-networking flags Chromium keeps dialling out, and this machine's closed network refuses it.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
