// The id of a build, pinned so that N hosts building the same commit agree and one build runs everywhere.
// next.config.ts gives it to Next.js as both `deploymentId` (pages of another build then navigate with a
// full load instead of mixing two builds' code) and `generateBuildId` (.next/BUILD_ID, which the service worker's
// version follows, lib/sw/version.ts). Without it every `next build` draws a random build id.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { INPUT_DIRS, INPUT_FILES, ROOT, sourceHash } from './build.mjs'

/** It goes into asset URLs (?dpl=) and a header: letters, digits, '-' and '_' only. */
export const DEPLOYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Hex digits of a commit or source hash the id keeps. It is in every asset URL of every page (~33 on /): the full
 * 40 digits cost ~1.6 kB of HTML a page, while 12 (48 bits, git's own short form grows to this only in huge
 * repositories) still tell any two builds apart.
 */
export const ID_HEX_DIGITS = 12

/**
 * The id for the build about to be made: DEPLOYMENT_ID when set, else the git commit (its first ID_HEX_DIGITS) when
 * the checkout's sources are exactly that commit, else the hash of the sources (the one `npm start` stamps as
 * .next/source-hash), as short.
 */
export function deploymentIdForBuild({ env = process.env, root = ROOT } = {}) {
  const given = env.DEPLOYMENT_ID?.trim()
  if (given) {
    if (!DEPLOYMENT_ID_PATTERN.test(given)) {
      throw new Error(`DEPLOYMENT_ID must be 1 to 64 letters, digits, '-' or '_' (it goes into URLs), e.g. a git commit or a release name; got '${given}'`)
    }
    return given
  }
  return cleanCommit(root)?.slice(0, ID_HEX_DIGITS) ?? `src-${sourceHash().slice(0, ID_HEX_DIGITS)}`
}

/** The commit checked out, when git is there and no source file differs from it (else it would not name the sources). */
export function cleanCommit(root = ROOT) {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    const commit = git('rev-parse', 'HEAD')
    const changed = git('status', '--porcelain', '--untracked-files=all', '--', ...INPUT_DIRS, ...INPUT_FILES)
    return /^[0-9a-f]{40}$/.test(commit) && changed === '' ? commit : null
  } catch {
    return null
  }
}

/** The id the build in .next was made with (what `next start` must serve), or null when there is no build. */
export function builtDeploymentId(root = ROOT) {
  try {
    const id = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()
    return DEPLOYMENT_ID_PATTERN.test(id) ? id : null
  } catch {
    return null
  }
}

/**
 * The next.config.ts settings for a phase: `next build` pins the id it computes; `next start` reads it back from the
 * build, so an artifact copied to a host without git (or with other .env files) still serves its own id; `next dev`
 * keeps Next's defaults.
 */
export function deploymentConfig(phase, { env = process.env, root = ROOT } = {}) {
  if (phase === 'phase-production-build') {
    const id = deploymentIdForBuild({ env, root })
    return { deploymentId: id, generateBuildId: () => id }
  }
  if (phase === 'phase-production-server') {
    const id = builtDeploymentId(root)
    return id ? { deploymentId: id } : {}
  }
  return {}
}
