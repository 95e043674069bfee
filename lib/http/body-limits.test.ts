import { describe, expect, it } from 'vitest'
import config from '@/next.config'
import { APPLICATION_UPLOAD, BODY_LIMITS, bodyLimitFor, declaresTooLargeBody, PROXY_BUFFER_BYTES } from './body-limits'

const nextConfig = config('phase-development-server')

describe('request body limits', () => {
  it('let Next.js buffer no more of a proxied body than the largest we accept, not its 10 MB default', () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(PROXY_BUFFER_BYTES)
    expect(PROXY_BUFFER_BYTES).toBe(BODY_LIMITS.agentProxy)
  })

  it('give server actions the page limit: room for the blog editor’s 100 kB post twice, far below the 1 MB default', () => {
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(BODY_LIMITS.page)
    expect(BODY_LIMITS.page).toBeGreaterThan(2 * 100_000)
    expect(BODY_LIMITS.page).toBeLessThan(1_000_000)
  })

  it('choose the limit by path', () => {
    expect(bodyLimitFor('/api/forms/contact')).toBe(64 * 1024)
    expect(bodyLimitFor('/api/agent-proxy')).toBe(1_000_000)
    expect(bodyLimitFor('/api/agent-proxy/x')).toBe(64 * 1024)
    expect(bodyLimitFor('/apply')).toBe(BODY_LIMITS.page)
    expect(bodyLimitFor('/apiary')).toBe(BODY_LIMITS.page)
    // The application with its deck: a 15 MB PDF, read up to twice that so an oversized one gets the form's message.
    expect(bodyLimitFor('/apply/submit')).toBe(APPLICATION_UPLOAD.limit)
    expect(APPLICATION_UPLOAD.limit).toBeGreaterThan(16 * 1024 * 1024 + BODY_LIMITS.page)
  })

  it('refuse a declared length over the limit or one that is not a number; no length is left to the stream', () => {
    expect(declaresTooLargeBody('/api/chat', String(64 * 1024))).toBe(false)
    expect(declaresTooLargeBody('/api/chat', String(64 * 1024 + 1))).toBe(true)
    expect(declaresTooLargeBody('/api/chat', '12x')).toBe(true)
    expect(declaresTooLargeBody('/api/chat', undefined)).toBe(false)
  })
})
