import { describe, expect, it } from 'vitest'
import { clientIp, clientKey, stampForwardedFor } from './client-ip'

function ipFor(sent: string | undefined, peer: string, trustProxy: number): string {
  const raw: Record<string, string | string[] | undefined> = sent ? { 'x-forwarded-for': sent } : {}
  stampForwardedFor(raw, peer, trustProxy)
  return clientIp(new Headers(raw as Record<string, string>), trustProxy)
}

describe('client IP', () => {
  it('is the socket peer when no proxy is trusted, whatever the client claims', () => {
    expect(ipFor('6.6.6.6', '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(ipFor(undefined, '::ffff:203.0.113.7', 0)).toBe('203.0.113.7')
  })

  it('is the address one trusted proxy saw', () => {
    // client → proxy (10.0.0.2) → app: the proxy sent "198.51.100.4"
    expect(ipFor('198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4')
  })

  it('cannot be forged past the trusted hops', () => {
    // the client sent a fake first entry; the trusted proxy appended the real one
    expect(ipFor('6.6.6.6, 198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4')
    expect(ipFor('198.51.100.4, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.4')
  })

  it('falls back to the first entry when there are fewer hops than trusted, and to unknown for garbage', () => {
    expect(ipFor(undefined, '10.0.0.2', 3)).toBe('10.0.0.2')
    expect(clientIp(new Headers({ 'x-forwarded-for': '<script>' }), 0)).toBe('unknown')
  })
})

describe('client key for limits', () => {
  it('keys an IPv6 client by its /64, however the address is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('2001:db8:1:2::1.2.3.4')).toBe('2001:db8:1:2::/64')
  })

  it('keeps an IPv4 address (and unknown) as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('unknown')).toBe('unknown')
  })
})
