import { describe, expect, it } from 'vitest'
import { PROCESS_STEPS } from '@/config/facts'
import { PUBLIC_PATHS } from '@/config/routes'
import { PROCESS_FAQ, STEP_DETAILS } from './process'
import { helpTopics } from './support'

const HELP_TOPICS = helpTopics({ applySteps: 5 })

describe('help page content', () => {
  it('links only to pages that exist', () => {
    const links = HELP_TOPICS.flatMap((t) => t.items.flatMap((i) => i.links ?? []))
    expect(links.length).toBeGreaterThan(10)
    for (const l of links) expect(PUBLIC_PATHS.has(l.href), l.href).toBe(true)
  })
  it('answers with the studio facts', () => {
    const text = JSON.stringify(HELP_TOPICS)
    expect(text).toContain(PROCESS_STEPS[0]!.duration)
    expect(text).toContain('5 short steps')
  })
})

describe('process page content', () => {
  it('says what a founder gives and gets at every step', () => {
    for (const step of PROCESS_STEPS) {
      expect(STEP_DETAILS[step.id].youProvide.length, step.id).toBeGreaterThan(0)
      expect(STEP_DETAILS[step.id].youGet.length, step.id).toBeGreaterThan(0)
    }
    expect(PROCESS_FAQ.length).toBeGreaterThanOrEqual(3)
  })
})
