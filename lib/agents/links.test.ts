import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site'
import { isKnownUrl, keepKnownLinks } from './links'

describe('links in model replies', () => {
  it.each([
    ['/apply', true],
    ['/apply/', true],
    ['/services#agentic-ai', true],
    ['/tools/valuation', true],
    ['/tools/valuation-calculator?revenue=1000000', true],
    ['/tools/nowhere', false],
    ['https://example.com/apply', false],
    ['//evil.example/apply', false],
    ['javascript:alert(1)', false],
    ['mailto:someone@else.com', false],
  ])('%s is known: %s', (url, known) => {
    expect(isKnownUrl(url)).toBe(known)
  })

  it("accepts the studio's own e-mail and phone only", () => {
    const site = siteConfig()
    expect(isKnownUrl(`mailto:${site.email}`)).toBe(true)
    expect(isKnownUrl(site.phoneHref)).toBe(true)
    expect(isKnownUrl('tel:+15550000000')).toBe(false)
  })

  it('accepts pages passed in (published blog posts)', () => {
    expect(isKnownUrl('/blog/agentic-ai-in-2026', new Set(['/blog/agentic-ai-in-2026']))).toBe(true)
    expect(isKnownUrl('/blog/unknown-post', new Set(['/blog/agentic-ai-in-2026']))).toBe(false)
  })

  it('reduces unknown links to their text and keeps known ones', () => {
    const reply = 'See [apply](/apply), [the calculator](/tools/burn) and [a site](https://x.example).'
    expect(keepKnownLinks(reply)).toBe('See [apply](/apply), the calculator and a site.')
  })

  it('checks a link whatever the length of its label or address', () => {
    const label = 'x'.repeat(500)
    expect(keepKnownLinks(`[${label}](mailto:someone@else.example)`)).toBe(label)
    expect(keepKnownLinks(`[a](https://evil.example/${'p'.repeat(600)})`)).toBe('a')
  })
})
