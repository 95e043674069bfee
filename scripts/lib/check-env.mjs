// `npm start` and `npm run build` check the environment before building: a bad value otherwise surfaces a minute
// into `next build` as 'Failed to collect page data for /blog/[slug]/opengraph-image'. The check is the app's own,
// lib/env.ts run through tsx (a dev dependency like the build's own typescript and tailwindcss, so present wherever
// a build can run), on what Next will see: the process environment plus the .env files it loads for production.
// The message is the one the app prints at start.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { ROOT } from './build.mjs'

const require = createRequire(import.meta.url)
// Next's own .env loader, taken from next's dependencies rather than named in package.json.
const { loadEnvConfig, resetEnv } = createRequire(require.resolve('next/package.json'))('@next/env')
const QUIET = { info() {}, error: console.error }

/** The app's message for an invalid environment, or null when it would start. */
export async function environmentProblem() {
  const { combinedEnv } = loadEnvConfig(ROOT, false, QUIET)
  const source = { ...combinedEnv, NODE_ENV: 'production' }
  // loadEnvConfig writes into process.env; put it back so the build stamp's hash and the children see the real one.
  resetEnv()
  const { EnvError, parseEnv } = await tsImport(pathToFileURL(path.join(ROOT, 'lib/env.ts')).href, {
    parentURL: import.meta.url,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
  })
  try {
    parseEnv(source)
    return null
  } catch (err) {
    if (err instanceof EnvError) return err.message
    throw err
  }
}

/** Stops the process with the app's message (lib/startup.ts prints the same) when the environment is invalid. */
export async function exitOnInvalidEnvironment() {
  const problem = await environmentProblem()
  if (problem === null) return
  console.error(problem)
  process.exit(1)
}
