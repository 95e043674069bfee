import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const cwd = process.cwd()
afterEach(() => process.chdir(cwd))

/** The version an instance serving the build in `dir` gives its worker (a fresh module: one process each). */
async function versionServedFrom(dir: string, source = 'self.addEventListener("fetch", () => {})'): Promise<string> {
  process.chdir(dir)
  vi.resetModules()
  const { serviceWorkerVersion } = await import('./version')
  return serviceWorkerVersion(source)
}

function buildWithId(id: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-sw-version-'))
  fs.mkdirSync(path.join(dir, '.next'))
  fs.writeFileSync(path.join(dir, '.next', 'BUILD_ID'), `${id}\n`)
  return dir
}

describe('the service worker version', () => {
  it('is the same on every instance serving builds of one pinned id, and changes with the id', async () => {
    const one = await versionServedFrom(buildWithId('3f2c9a0d1e'))
    const other = await versionServedFrom(buildWithId('3f2c9a0d1e'))
    expect(one).toBe(other)
    expect(one.startsWith('3f2c9a0d1e-')).toBe(true)
    expect(await versionServedFrom(buildWithId('release-8'))).not.toBe(one)
  })

  it('changes with the worker’s own source under the same id', async () => {
    const dir = buildWithId('release-8')
    expect(await versionServedFrom(dir, 'a')).not.toBe(await versionServedFrom(dir, 'b'))
  })
})
