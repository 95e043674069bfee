import { answer, ask, go, link, type CannedSet } from '../canned/shared'
import { defineAgent } from './define'

export const COMPETITIVE_KEYWORDS = [
  'competitor', 'competitors', 'competition', 'competitive', 'competing', 'compete', 'rival', 'rivals', 'swot',
  'positioning', 'position', 'differentiate', 'differentiation', 'differentiator', 'moat', 'moats', 'alternatives',
  'competitive landscape', 'incumbent', 'incumbents', 'bigger players', 'market share', 'benchmark', 'copy us',
  'same thing', 'strengths and weaknesses', 'weaknesses', 'threats', 'who else', 'anyone else', 'others building',
  'different from', 'differ from', 'stand out', 'unique value', 'usp', 'edge over', 'copying', 'copy', 'defend',
  'defensible', 'defensibility', 'big tech',
  // Who else is out there, and how to win against them.
  'already doing', 'already building', 'already exist', 'already exists', 'existing solutions', 'other startups',
  'similar startups', 'similar companies', 'similar products', 'beat them', 'beat our', 'outcompete', 'crowded',
  'crowded market', 'wrapper', 'benchmark us', 'versus', 'head to head', 'head-to-head', 'lookalike', 'clone',
  'main players', 'key players', 'major players', 'big players', 'market leaders', 'market leader',
  'leaders in', 'who dominates', 'dominant', 'what we do', "what we're doing",
  'undercut', 'free alternatives', 'open-source alternatives',
  // Competing and staying apart, as verbs.
  'compete with', 'competes with', 'compete against', 'competing with', 'differentiated', 'stay differentiated',
  'how do we beat', 'how can we beat', 'how to beat', 'win against', 'position against', 'positioned against', 'ships the same',
] as const

export const competitiveIntelligence = defineAgent({
  id: 'competitive-intelligence',
  name: 'Competitive Intelligence analyst',
  description: 'Maps competitors and alternatives and helps founders sharpen their positioning.',
  specialties: ['competitor analysis', 'swot', 'positioning', 'competitive landscape', 'differentiation'],
  tools: ['market-data'],
  priority: 80,
  mentions: ['competitive intelligence', 'competitive agent', 'competition agent'],
  boostKeywords: [
    'competitor', 'competitors', 'competition', 'competitive', 'swot', 'moat', 'differentiate', 'differentiation',
    'positioning', 'position', 'rivals', 'incumbents', 'market share', 'weaknesses', 'threats', 'who else', 'different from', 'stand out', 'usp', 'copying', 'defensible', 'big tech',
    'already doing', 'already building', 'other startups', 'similar startups', 'beat them', 'outcompete', 'crowded',
    'benchmark', 'rival', 'wrapper', 'main players', 'key players', 'major players', 'market leaders', 'undercut',
    'compete with', 'competes with', 'compete against', 'differentiated', 'how do we beat', 'how can we beat', 'how to beat', 'win against', 'position against',
  ],
  keywords: COMPETITIVE_KEYWORDS,
  role: 'You help founders understand their competitors and alternatives and find a defensible position.',
  guidance: [
    'Structure analyses as direct competitors, alternatives (including doing nothing) and the visitor\'s edge.',
    'For SWOT, give four short lists and one line on what to do about the biggest threat.',
    'Do not state facts about named companies you are not sure of; frame them as questions to check.',
    'Use market data for the size of the arena when the industry is one of those the tool knows.',
  ],
  answers: competitiveIntelligenceAnswers,
  emergencyLink: { title: 'Founder guides', url: '/resources' },
  clarify: { topic: 'your competitors', title: 'Founder resources', url: '/resources' },
  profile: {
    order: 4,
    name: 'Competitive Intelligence',
    description: 'Maps competitors and alternatives and helps you sharpen your positioning.',
    specialties: ['Competitor analysis', 'SWOT', 'Positioning'],
  },
})

function competitiveIntelligenceAnswers(): CannedSet {
  const topics = [
    answer(
      'competitive-analysis',
      ['competitor', 'competitors', 'competitor analysis', 'competitive analysis', 'competition', 'rivals', 'incumbents', 'alternatives', 'who else', 'compare', 'comparison', 'benchmark'],
      `Start a competitor analysis with what your customer does today, not with a list of startups. Spreadsheets, an agency, an incumbent's module or doing nothing are often the real competition.\n\n` +
        `For each alternative, note who buys it, what it costs, where it falls short and what switching would take. ` +
        `Then look for the gap only you can fill: proprietary data, a workflow others cannot automate, or distribution they lack.\n\n` +
        `When we assess a company, a clear view of the alternatives weighs as much as the product itself. [What we look for](/apply).`,
      [link('What we look for', '/apply'), link('Founder guides', '/resources')],
      [ask('Can you help with a SWOT analysis?'), ask('How should I position my product?')],
    ),
    answer(
      'competitive-swot',
      ['swot', 'swot analysis', 'strengths', 'weaknesses', 'opportunities', 'threats'],
      `A SWOT is only useful when every line leads to a decision.\n\n` +
        `- **Strengths**: what customers choose you for today, in their words.\n` +
        `- **Weaknesses**: where you lose deals or pilots, and why.\n` +
        `- **Opportunities**: shifts that favour you now, such as new model capabilities, regulation or a buyer's budget moving.\n` +
        `- **Threats**: incumbents bundling your feature, model providers moving up the stack, or a customer building in-house.\n\n` +
        `Finish with the two or three moves the SWOT implies for the next quarter.`,
      [link('Founder guides', '/resources'), link('Studio services', '/services')],
      [ask('How do I analyse my competitors?'), ask('How should I position my product?')],
    ),
    answer(
      'competitive-positioning',
      ['positioning', 'position', 'differentiation', 'differentiate', 'differentiator', 'moat', 'defensibility', 'defensible', 'unique', 'usp', 'value proposition', 'stand out'],
      `Strong positioning names one customer, one painful job and the reason you do it better than every alternative they have.\n\n` +
        `Test it by saying it to a buyer: if they can repeat it to their boss, it works. ` +
        `In agentic AI, lasting differentiation rarely comes from the model; it comes from proprietary data, deep workflow integration, trust (evaluation, audit trails, guardrails) and distribution.\n\n` +
        `Our studio team works on positioning and go-to-market with every portfolio company: [studio services](/services).`,
      [link('Studio services', '/services'), link('Our blog', '/blog')],
      [ask('How do I analyse my competitors?'), ask('Can you help with a SWOT analysis?'), go('Studio services', '/services')],
    ),
  ]

  const fallback = answer(
    'competitive-default',
    [],
    `I help founders map their competitors and alternatives, run a SWOT that leads to decisions, and sharpen positioning.\n\n` +
      `Tell me your market and your customer, and which question matters most right now: who you compete with, where you are vulnerable, or how to stand out.`,
    [link('Founder guides', '/resources'), link('Studio services', '/services')],
    [ask('How do I analyse my competitors?'), ask('Can you help with a SWOT analysis?'), ask('How should I position my product?')],
  )

  return { topics, fallback }
}
