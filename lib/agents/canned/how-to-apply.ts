import { CHECK_SIZE, PROCESS_STEPS, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { APPLY_STEPS } from '@/lib/forms/definitions/apply'
import type { CannedAnswer } from '@/lib/agents/types'
import { answer, ask, go, link, lowerFirst } from './shared'

const APPLY_KEYWORDS = ['apply', 'application', 'applying', 'how to apply', 'how do i apply', 'submit', 'pitch you', 'send my deck', 'get funded', 'apply for funding']

/**
 * How to apply, in one place: "How do I apply?" is routed to the investment specialist as often as to the primary
 * agent, and both must describe the forms as they are.
 */
export function howToApplyAnswer(id: string): CannedAnswer {
  const review = PROCESS_STEPS.find((s) => s.id === 'initial-review')!
  return answer(
    id,
    APPLY_KEYWORDS,
    `Apply online at [Apply for funding](/apply): ${APPLY_STEPS.length} short steps, about ten minutes, and your draft is saved as you go.\n\n` +
      `If you are short on time, the [quick application](/apply-new) fits on one page. Either way a partner reads every application, and the initial review takes ${review.duration}. ` +
      `We invest ${CHECK_SIZE.display} from ${lowerFirst(STAGE_RANGE_DISPLAY)}.`,
    [link('Apply for funding', '/apply'), link('Quick application', '/apply-new')],
    [go('Apply for funding', '/apply'), go('Quick application', '/apply-new'), ask('What do you look for in a company?')],
  )
}

/** "What do you need from us?": what the application asks for, so a founder can gather it first. */
export function applicationEssentialsAnswer(id: string): CannedAnswer {
  return answer(
    id,
    ['what do you need', 'need from us', 'need from me', 'what do i need', 'what do we need', 'what should i send', 'what should we send', 'what to send', 'what to prepare', 'what should i prepare', 'what should we prepare', 'have ready', 'what information', 'what documents'],
    // The application form's essentials (config/content/apply.ts) in one sentence, so the answer fits a follow-up's cap.
    `We need the essentials: your company and website, the founders, a short pitch, your stage and raise, and your traction to date.\n\n` +
      `No polished deck is needed to start. [Apply for funding](/apply) takes about ten minutes, and your draft is saved as you go.`,
    [link('Apply for funding', '/apply'), link('Quick application', '/apply-new')],
    [go('Apply for funding', '/apply'), ask('How long does your process take?')],
  )
}

/** "When will we hear back?": the first reply's time, from the review step the site's process page names. */
export function hearingBackAnswer(id: string): CannedAnswer {
  const review = PROCESS_STEPS.find((s) => s.id === 'initial-review')!
  return answer(
    id,
    ['hear back', 'hear from you', 'hear anything', 'heard nothing', 'heard back', 'get back to', 'get an answer', 'reply to my application', 'response time', 'how long until', 'when will i know', 'when will we know', 'when do we hear', 'when will you reply', 'when will you answer'],
    `A partner reads every application and replies within ${review.duration}, after the initial review, with a clear yes to go deeper or a no.

` +
      `Your application's status page, linked in the receipt we e-mail you, shows where it stands. No news after ${review.duration}? [Contact the team](/contact) with your reference.`,
    [link('Our process', '/process'), link('Contact us', '/contact')],
    [ask('How long does your whole process take?'), go('Contact the team', '/contact')],
  )
}
