import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/env')>()
  const e = { ...real.parseEnv({ TRUST_PROXY: '1' }) }
  return { ...real, env: () => e }
})
const { proxy } = await import('./proxy')

describe('https redirect behind one trusted proxy', () => {
  it('redirects to the host our proxy wrote, never to one the client put in front of it', () => {
    const request = new NextRequest('http://app:3000/about', {
      headers: { host: 'app:3000', 'x-forwarded-host': 'evil.example, studio.example', 'x-forwarded-proto': 'http' },
    })
    const response = proxy(request)
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('https://studio.example/about')
  })
})
