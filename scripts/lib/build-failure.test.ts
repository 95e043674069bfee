import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { failedPages, firstError, summarizeBuildFailure } from './build-failure.mjs'

// Output of real failed `next build` runs (Next 16.4.5): a bad TRUST_PROXY, and a page that throws as it prerenders.
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')
const envFailure = fixture('build-failed-env.txt')
const prerenderFailure = fixture('build-failed-prerender.txt')

describe('a failed build', () => {
  it('is summarised with the page whose data could not be collected and the error underneath', () => {
    expect(summarizeBuildFailure(envFailure)).toBe(
      [
        'The build failed.',
        '  Page: /blog/[slug]/opengraph-image',
        '  Error: Invalid environment configuration:',
        '    - TRUST_PROXY must be a whole number of proxy hops',
        '  (Next’s full output is above.)',
      ].join('\n'),
    )
  })

  it('is summarised with the page that failed to prerender and its error', () => {
    expect(failedPages(prerenderFailure)).toEqual(['/about'])
    expect(firstError(prerenderFailure)).toBe('The about page could not load its team list')
  })

  it('names every failed page once, in order, through colour codes', () => {
    const output = '\u001b[31mError occurred prerendering page "/a"\u001b[39m\nError occurred prerendering page "/b"\nError occurred prerendering page "/a"\nTypeError: x is not a function\n    at f (a.js:1:1)'
    expect(failedPages(output)).toEqual(['/a', '/b'])
    expect(firstError(output)).toBe('x is not a function')
  })

  it('takes a TypeScript error as the reason', () => {
    expect(firstError('Failed to compile.\n\n./app/page.tsx:3:7\nType error: Type \'number\' is not assignable to type \'string\'.\n\n  1 | x')).toBe(
      "Type 'number' is not assignable to type 'string'.",
    )
  })

  it('takes the type check’s first error with its file and position', () => {
    const output = [
      '  Running TypeScript ...',
      "scripts/x.test.ts(52,5): error TS2769: No overload matches this call.",
      "  Overload 3 of 8, '(command: string): SpawnSyncReturns<string>', gave the following error.",
      'Failed to type check.',
    ].join('\n')
    expect(firstError(output)).toBe(
      "scripts/x.test.ts(52,5): error TS2769: No overload matches this call.\nOverload 3 of 8, '(command: string): SpawnSyncReturns<string>', gave the following error.\nFailed to type check.",
    )
  })

  it('says so when it recognises no error line', () => {
    expect(summarizeBuildFailure('Killed\n')).toBe('The build failed.\n  No error line recognised; see the output above.')
  })
})
