import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '@/config/routes'
import { CHECK_SIZE, PROCESS_TOTAL_DISPLAY } from '@/config/facts'
import { siteConfig } from '@/lib/site'
import { fallbackAnswers, fallbackReply, fallbackTopic } from './fallback'

describe('the fallback agent', () => {
  it.each([
    ['Hello there', 'hello'],
    ['hi 👋', 'hello'],
    ['Bonjour !', 'hello'],
    ['How much do you invest per company?', 'investment'],
    ['hello, we are raising a seed round', 'investment'],
    ['What kind of AI do you back?', 'ai'],
    ['I am a founder with an MVP', 'startup'],
    ['Can I have your email?', 'contact'],
    ['I need help with something', 'help'],
    ['We maintain a shipping business', null],
    ['this is something else entirely', null],
  ])('%s → %s', (message, topic) => {
    expect(fallbackTopic(message)).toBe(topic)
  })

  it('answers the last user message with the facts of config/facts.ts', () => {
    const reply = fallbackReply([
      { role: 'system', content: 'You are helpful' },
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi!' },
      { role: 'user', content: 'What is your check size?' },
    ])
    expect(reply.content).toContain(CHECK_SIZE.display)
    expect(reply.content).toContain(PROCESS_TOTAL_DISPLAY)
    expect(reply.model).toBe('fallback-agent')
    expect(reply.finishReason).toBe('stop')
  })

  it('gives the contact details of config/site.ts', () => {
    const reply = fallbackReply([{ role: 'user', content: 'how do I contact you' }])
    expect(reply.content).toContain(siteConfig().email)
    expect(reply.content).toContain(siteConfig().phone)
  })

  it('links only to real pages of the site', () => {
    const links = fallbackAnswers().flatMap((a) => [...a.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!))
    expect(links.length).toBeGreaterThan(10)
    for (const link of links) {
      if (link.startsWith('mailto:')) expect(link).toBe(`mailto:${siteConfig().email}`)
      else expect(PUBLIC_PATHS.has(link), link).toBe(true)
    }
  })
})
