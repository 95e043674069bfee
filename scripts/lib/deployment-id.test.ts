import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '@/next.config'
import { builtDeploymentId, cleanCommit, deploymentConfig, deploymentIdForBuild } from './deployment-id.mjs'

/** A git checkout with one committed source file; returns its folder and commit. */
function checkout(): { root: string; commit: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-deploy-id-'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  git('init', '-q')
  fs.mkdirSync(path.join(root, 'app'))
  fs.writeFileSync(path.join(root, 'app', 'page.tsx'), 'export default 1\n')
  git('add', '.')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one')
  return { root, commit: git('rev-parse', 'HEAD') }
}

describe('the pinned deployment id', () => {
  it('is DEPLOYMENT_ID when set, refusing one that cannot go into a URL and naming the variable', () => {
    expect(deploymentIdForBuild({ env: { DEPLOYMENT_ID: 'release-2026_11' } })).toBe('release-2026_11')
    expect(() => deploymentIdForBuild({ env: { DEPLOYMENT_ID: 'v1/../x' } })).toThrow(/DEPLOYMENT_ID must be/)
  })

  it('is the commit of a clean checkout, so hosts building one commit agree', () => {
    const { root, commit } = checkout()
    expect(cleanCommit(root)).toBe(commit)
    // Its first 12 hex digits: the id is in every asset URL of every page.
    expect(deploymentIdForBuild({ env: {}, root })).toBe(commit.slice(0, 12))
  })

  it('is not the commit once a source differs from it (changed or new), but the hash of the sources', () => {
    const { root } = checkout()
    fs.writeFileSync(path.join(root, 'app', 'new.tsx'), 'export default 2\n')
    expect(cleanCommit(root)).toBeNull()
    expect(deploymentIdForBuild({ env: {}, root })).toMatch(/^src-[0-9a-f]{12}$/)
  })

  it('is the hash of the sources outside git', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-deploy-id-'))
    expect(cleanCommit(root)).toBeNull()
    expect(deploymentIdForBuild({ env: {}, root })).toBe(deploymentIdForBuild({ env: {}, root }))
  })

  it('is pinned as both deployment id and build id by `next build`, and read back from the build by `next start`', () => {
    const { root, commit } = checkout()
    const built = deploymentConfig('phase-production-build', { env: {}, root })
    expect(built.deploymentId).toBe(commit.slice(0, 12))
    expect(built.generateBuildId?.()).toBe(commit.slice(0, 12))
    // Served where there is no build yet: Next's defaults; once built, the build's own id whatever the host's git says.
    expect(deploymentConfig('phase-production-server', { env: {}, root })).toEqual({})
    fs.mkdirSync(path.join(root, '.next'))
    fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'release-7')
    expect(builtDeploymentId(root)).toBe('release-7')
    expect(deploymentConfig('phase-production-server', { env: { DEPLOYMENT_ID: 'other' }, root })).toEqual({ deploymentId: 'release-7' })
    expect(deploymentConfig('phase-development-server', { env: {}, root })).toEqual({})
  })

  it('reaches Next.js through next.config.ts', () => {
    const built = config('phase-production-build')
    expect(built.deploymentId).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    expect(built.generateBuildId?.()).toBe(built.deploymentId)
    expect(built.reactStrictMode).toBe(true)
  })
})
