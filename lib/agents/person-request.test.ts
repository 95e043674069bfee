import { describe, expect, it } from 'vitest'
import { siteConfig } from '@/lib/site'
import { capContent, RESPONSE_CAPS } from './caps'
import { asksForPerson, personAnswer } from './person-request'
import { TEAM_FORM_ACTION } from './talk-to-team-texts'
import type { MessageType } from './types'

describe('asksForPerson', () => {
  it.each([
    'I want to talk to a human please',
    "ok I'd rather talk this through with a person",
    'I need a human',
    'can I speak to someone',
    'real person?',
    'human please',
    'Can I talk with someone from your team?',
    'connect me with a person',
    'put me through to a real human',
    'is there a human I can chat to?',
    'Am I talking to a bot?',
    'I would prefer a person',
    'HUMAN',
    'how can I contact a human?',
    'put me in touch with the team',
    'can someone call me back?',
    "I'd like to speak with a partner",
  ])('%j asks for a person', (message) => {
    expect(asksForPerson(message)).toBe(true)
  })

  it.each([
    'How do humans and AI agents work together in your portfolio?',
    'We build software for human resources teams',
    'Is human-in-the-loop review part of your diligence?',
    'What do you invest in?',
    'Do I need a GmbH to sell in Germany?',
    'How much should we raise?',
    'Who is the person behind Meta3?',
    'We have a real problem with churn',
    'How do we reach customers in Germany?',
    'Should we call our investors before the round?',
  ])('%j does not', (message) => {
    expect(asksForPerson(message)).toBe(false)
  })
})

describe('personAnswer', () => {
  const answer = personAnswer()

  it('offers the team form first, and the studio’s e-mail and phone in the text and as links', () => {
    const site = siteConfig()
    expect(answer.quickActions[0]?.value).toBe(TEAM_FORM_ACTION)
    expect(answer.content).toContain(site.email)
    expect(answer.content).toContain(site.phone)
    expect(answer.attachments.map((a) => a.url)).toEqual([`mailto:${site.email}`, site.phoneHref])
  })

  it.each(Object.keys(RESPONSE_CAPS) as MessageType[])('fits the %s cap, so it is never cut', (type) => {
    expect(capContent(answer.content, type)).toBe(answer.content)
  })
})
