import { describe, expect, it, vi } from 'vitest'

// One trusted proxy in front: it appends the host and protocol it saw to whatever the client sent.
vi.mock('@/lib/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/env')>()
  const e = { ...real.parseEnv({ SITE_URL: 'https://studio.example', TRUST_PROXY: '1' }) }
  return { ...real, env: () => e }
})
const { checkSameOrigin } = await import('./origin')

describe('same-origin check behind one trusted proxy', () => {
  it('takes the host our proxy wrote, not the one the client put in front of it', () => {
    const forged = new Headers({ host: 'app:3000', 'x-forwarded-host': 'evil.example, shop.example', 'x-forwarded-proto': 'http, https', origin: 'https://evil.example' })
    expect(checkSameOrigin(forged).ok).toBe(false)
    const real = new Headers({ host: 'app:3000', 'x-forwarded-host': 'evil.example, shop.example', 'x-forwarded-proto': 'http, https', origin: 'https://shop.example' })
    expect(checkSameOrigin(real).ok).toBe(true)
  })
})
