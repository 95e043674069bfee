import { LOOKING_FOR } from '@/config/content/apply'
import { CHECK_SIZE, FOCUS_AREAS, PROCESS_STEPS, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY, STAGES } from '@/config/facts'
import { PORTFOLIO, SECTORS } from '@/config/portfolio'
import { howToApplyAnswer } from './how-to-apply'
import { answer, ask, go, link, listOf, lowerFirst, type CannedSet } from './shared'

/**
 * How the investment team weighs a company in due diligence (SPEC §9: 40/25/20/15 with thresholds 80 and 70).
 * Exported so the figures quoted to founders can be checked against one source.
 */
export const DILIGENCE_WEIGHTS = [
  { area: 'team', weight: 40 },
  { area: 'market', weight: 25 },
  { area: 'technology', weight: 20 },
  { area: 'traction', weight: 15 },
] as const
export const DILIGENCE_THRESHOLDS = { proceed: 80, review: 70 } as const

const step = (id: (typeof PROCESS_STEPS)[number]['id']) => PROCESS_STEPS.find((s) => s.id === id)!

const focusList = () => listOf(FOCUS_AREAS.map((a) => lowerFirst(a.name)))

export function investmentSpecialistAnswers(): CannedSet {
  const diligence = step('due-diligence')
  const { proceed, review } = DILIGENCE_THRESHOLDS
  const sectorExamples = SECTORS.flatMap((sector) => {
    const company = PORTFOLIO.find((c) => c.sector === sector)
    return company ? [`**${company.name}** (${sector}, ${company.stage})`] : []
  })

  const topics = [
    howToApplyAnswer('investment-apply'),
    answer(
      'investment-criteria',
      ['criteria', 'look for', 'looking for', 'invest in', 'thesis', 'focus', 'sectors', 'sector', 'fit', 'good fit', 'requirements', 'qualify', 'eligible', 'what kind of'],
      `We back technical founding teams from ${lowerFirst(STAGE_RANGE_DISPLAY)}. They build ${focusList()}.\n\nWhat we look for:\n\n` +
        LOOKING_FOR.map((l) => `- **${l.name}**: ${lowerFirst(l.description)}`).join('\n') +
        `\n\nNo polished deck needed to start: [apply](/apply) with the essentials.`,
      [link('Apply for funding', '/apply'), link('Companies we back', '/portfolio')],
      [ask('How much do you invest?'), ask('How does due diligence work?'), go('Apply for funding', '/apply')],
    ),
    answer(
      'investment-check-size',
      ['how much', 'check size', 'cheque', 'ticket size', 'amount', 'invest', 'round size', 'lead rounds', 'lead a round', 'lead the round', 'stage', 'stages', 'pre-seed', 'seed', 'series a', 'minimum', 'maximum'],
      `We invest **${CHECK_SIZE.display}** per company, from ${lowerFirst(STAGE_RANGE_DISPLAY)}. ` +
        `Where a check falls in that range depends on your stage and the round: we lead or join rounds, and every investment comes with our studio team working alongside you.\n\n` +
        `Stages we back: ${listOf(STAGES)}. If you are raising in that window and building in ${focusList()}, the next step is an [application](/apply).`,
      [link('Apply for funding', '/apply'), link('What the studio team does', '/services')],
      [ask('What do you look for in a company?'), ask('How long does your process take?'), go('Apply for funding', '/apply')],
    ),
    answer(
      'investment-process',
      ['process', 'funding process', 'how long', 'timeline', 'steps', 'after i apply', 'what happens', 'next steps', 'closing', 'how fast', 'decision', 'hear back'],
      `From application to funds in the bank takes about **${PROCESS_TOTAL_DISPLAY}**, in four steps:\n\n` +
        PROCESS_STEPS.map((s, i) => `${i + 1}. **${s.name}**: ${s.duration}.`).join('\n') +
        `\n\n${step('initial-review').description} You get a clear answer at the end of every step. [See each step in detail](/process) or [start your application](/apply).`,
      [link('Our investment process', '/process'), link('Apply for funding', '/apply')],
      [ask('How does due diligence work?'), ask('What do you look for in a company?'), go('Apply now', '/apply')],
    ),
    answer(
      'investment-valuation',
      ['valuation', 'valuations', 'valued', 'value my company', 'pre-money', 'post-money', 'dilution', 'price', 'priced round', 'safe', 'convertible note', 'cap', 'worth', 'multiple', 'multiples'],
      `We price each round on its evidence, not a formula. We weigh the team, the size and growth of the market, how defensible the technology is and what customers already pay for. ` +
        `At ${listOf(STAGES.slice(0, 2).map(lowerFirst))} a SAFE with a valuation cap or a small priced round is common; either way, model your ownership after the option pool and the next round, not just today's headline number.\n\n` +
        `We use standard, founder-friendly documents, and our studio team reviews your financial model and round structure before you raise. [How we work with founders](/services).`,
      [link('Valuation calculator', '/tools/valuation-calculator'), link('Term-sheet basics', '/resources/term-sheet-basics')],
      [ask('How does due diligence work?'), ask('How much do you invest?'), go('Apply for funding', '/apply')],
    ),
    answer(
      'investment-portfolio',
      ['portfolio', 'portfolio companies', 'companies you back', 'backed', 'invested in', 'investments', 'examples', 'who have you funded', 'track record'],
      `We back ${PORTFOLIO.length} companies across ${listOf(SECTORS)}, from ${lowerFirst(STAGE_RANGE_DISPLAY)}. ` +
        `Some examples: ${listOf(sectorExamples)}.\n\n` +
        `Each works with our studio team as well as our capital. [Browse the portfolio](/portfolio) and filter by sector.`,
      [link('Our portfolio', '/portfolio'), link('Apply for funding', '/apply')],
      [go('Browse the portfolio', '/portfolio'), ask('What do you look for in a company?')],
    ),
    answer(
      'investment-due-diligence',
      ['due diligence', 'diligence', 'dd', 'data room', 'evaluate', 'evaluation', 'assess', 'assessment', 'score', 'scoring', 'weigh', 'deep-dive', 'technical review'],
      `Due diligence takes **${diligence.duration}**. ${diligence.description}\n\n` +
        `How we weigh a company: ${DILIGENCE_WEIGHTS.map((w) => `${w.area} ${w.weight}%`).join(', ')}. ` +
        `A score of ${proceed} or more takes us to a term sheet; ${review}–${proceed - 1} means we work through the open questions with you first; below ${review} we pass and tell you why.\n\n` +
        `A tidy data room shortens every step: use our [due-diligence checklist](/resources/due-diligence-checklist).`,
      [link('Due-diligence checklist', '/resources/due-diligence-checklist'), link('Our investment process', '/process')],
      [ask('How long does your process take?'), ask('What do you look for in a company?'), go('Apply for funding', '/apply')],
    ),
  ]

  const fallback = answer(
    'investment-default',
    [],
    `We invest ${CHECK_SIZE.display} from ${lowerFirst(STAGE_RANGE_DISPLAY)}. Our focus: ${focusList()}.\n\nI can walk you through our criteria, the process and its timeline, valuation, due diligence or the companies we back. What would you like to know?`,
    [link('Apply for funding', '/apply'), link('Our portfolio', '/portfolio')],
    [ask('What do you look for in a company?'), ask('How long does your process take?'), go('Apply for funding', '/apply')],
  )

  return { topics, fallback }
}
