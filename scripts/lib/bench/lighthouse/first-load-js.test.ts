import { describe, expect, it } from 'vitest'
import { frameworkContent, splitFirstLoad } from './first-load-js.mjs'

const chunk = (path: string, gzip: number, content: string) => ({ path, raw: gzip * 3, gzip, content })

describe('splitFirstLoad', () => {
  const react = chunk('/_next/static/chunks/react.js', 60_000, 'react')
  const runtime = chunk('/_next/static/chunks/runtime.js?dpl=abc', 40_000, 'runtime')
  const layout = chunk('/_next/static/chunks/layout.js?dpl=abc', 12_000, 'layout')
  const page = { totalGzip: 112_000, chunks: [react, runtime, layout] }

  it('counts a chunk the reference app also loads (same content, another URL) as framework, not ours', () => {
    const framework = frameworkContent([{ content: 'react' }], { chunks: [chunk('/_next/static/chunks/runtime.js', 40_000, 'runtime')] })
    expect(splitFirstLoad(page, framework)).toEqual({ frameworkGzip: 100_000, ownGzip: 12_000, ownChunks: 1 })
  })

  it('counts a chunk of the same name but other content as ours', () => {
    const framework = frameworkContent([{ content: 'react' }], { chunks: [chunk('/_next/static/chunks/runtime.js', 40_000, 'runtime, another build')] })
    expect(splitFirstLoad(page, framework)).toEqual({ frameworkGzip: 60_000, ownGzip: 52_000, ownChunks: 2 })
  })
})
