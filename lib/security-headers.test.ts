import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, isLocalHost, visitorProtocol } from './security-headers'

describe('visitorProtocol', () => {
  it('is plain http when no proxy is trusted, whatever the header says', () => {
    expect(visitorProtocol('https', 0)).toBe('http')
    expect(visitorProtocol(null, 0)).toBe('http')
  })

  it('believes X-Forwarded-Proto from one trusted proxy', () => {
    expect(visitorProtocol('https', 1)).toBe('https')
    expect(visitorProtocol('http', 1)).toBe('http')
  })

  it('with several entries, takes the one the nearest trusted hop saw', () => {
    // A client-forged first entry must not win when only the last proxy is trusted.
    expect(visitorProtocol('https, http', 1)).toBe('http')
    expect(visitorProtocol('https, http', 2)).toBe('https')
  })

  it('ignores garbage in X-Forwarded-Proto', () => {
    expect(visitorProtocol('gopher', 1)).toBe('http')
  })
})

describe('isLocalHost', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '[::1]', '::1'])('%s is local', (h) => expect(isLocalHost(h)).toBe(true))
  it.each(['studio.example', '127.0.0.2', 'localhost.example', '10.0.0.1'])('%s is not local', (h) =>
    expect(isLocalHost(h)).toBe(false),
  )
})

describe('CONTENT_SECURITY_POLICY', () => {
  it.each(["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])('contains %s', (directive) =>
    expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive),
  )
})
