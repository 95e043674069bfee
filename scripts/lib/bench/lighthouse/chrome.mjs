// One headless Chromium for all Lighthouse runs of a bench: Debian's build (never a downloaded browser), launched
// once because a launch costs seconds, and always killed however the bench ends.
import fs from 'node:fs'
import { launch } from 'chrome-launcher'
import { isStopping, onCleanup } from '../cleanup.mjs'

const FLAGS = [
  '--headless=new',
  // The bench may run as root in a container, where Chromium's sandbox cannot start.
  '--no-sandbox',
  '--disable-gpu',
  // Plain HTTP/1.1 + TCP to the local server, like the page is served in production behind a proxy.
  '--disable-quic',
  '--no-first-run',
  // No update checks, sync or component downloads competing with the page for the (simulated) network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // /dev/shm is small in containers; Chromium crashes tabs when it runs out.
  '--disable-dev-shm-usage',
]

export function chromePath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  const found = candidates.find((p) => fs.existsSync(p))
  if (!found) throw new Error(`no Chromium found (tried ${candidates.join(', ')}); install Debian's chromium or set CHROME_PATH`)
  return found
}

/** Launches Chromium; resolves { port, kill }. kill() is synchronous (SIGKILL to the process group) and idempotent. */
export async function launchChrome() {
  if (isStopping()) throw new Error('the bench is stopping; not starting Chromium')
  // handleSIGINT off: the bench's own Ctrl-C handler runs the cleanup (chrome-launcher's would exit the process first).
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: FLAGS, handleSIGINT: false })
  let killed = false
  const kill = () => {
    if (killed) return
    killed = true
    unregister()
    process.removeListener('exit', kill)
    chrome.kill()
  }
  const unregister = onCleanup(async () => kill())
  // Last resort, like processes.mjs does for the servers: a process exit must not leave Chromium running.
  process.on('exit', kill)
  return { port: chrome.port, pid: chrome.pid, kill }
}
