// `npm run build`: checks the environment, then builds like `next build` and stamps the sources it built, so the
// `npm start` that follows serves this build instead of building the same sources again.
import { build } from './lib/build.mjs'
import { exitOnInvalidEnvironment } from './lib/check-env.mjs'

await exitOnInvalidEnvironment()
await build({ args: process.argv.slice(2) })
