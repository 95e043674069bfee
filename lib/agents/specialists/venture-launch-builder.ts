import { APPLICATION_ESSENTIALS } from '@/config/content/apply'
import { answer, ask, go, link, type CannedSet } from '../canned/shared'
import { defineAgent } from './define'

export const VENTURE_KEYWORDS = [
  'idea', 'ideas', 'startup idea', 'business idea', 'app idea', 'business plan', 'business model', 'mvp', 'mvps',
  'minimum viable product', 'prototype', 'validate', 'validating', 'validation', 'market validation',
  'product-market fit', 'pmf', 'launch', 'launching', 'launch plan', 'where do i start', 'where to start',
  'start a company', 'start a startup', 'starting a company', 'starting a startup', 'build my startup', 'first version',
  'scope', 'lean canvas', 'business model canvas', 'from idea', 'idea to', 'co-founder', 'cofounder', 'first customers',
  'early adopters', 'pilot', 'roadmap', 'solo founder', 'test demand', 'validate demand', 'smoke test',
  'landing page test', 'before building', 'any code', 'writing code',
  // Testing an idea, in the words of someone who has not read a startup book.
  'concept', 'test my concept', 'test my idea', 'test the idea', 'test an idea', 'pay for this', 'pay for it',
  'willing to pay', 'willingness to pay', 'would pay', 'will pay', 'quit my job', 'leave my job', 'side project',
  'experiment', 'experiments', 'go/no-go', 'no-go', 'step one', 'first step', 'first steps', 'milestones', 'napkin',
  'what to build', 'build first', 'smallest thing', 'zero to launch', 'zero to one', 'landing page',
  'v1', 'v0', 'version one', 'version 1', 'first release', 'feature set', 'core features', 'must-have features',
  'beta testers', 'beta users', 'has legs', 'is it realistic', 'is this realistic', 'feasible', 'feasibility',
  // The first team and the first deck: building the company, before anyone invests.
  'first hire', 'first hires', 'first two hires', 'first few hires', 'first employee', 'first employees', 'early hires',
  'early team', 'founding team', 'non-technical founder', 'technical cofounder', 'technical co-founder', 'slides', 'slide',
  'structure my', 'structure our', 'deck outline', 'outline my deck', 'in what order',
] as const

export const ventureLaunchBuilder = defineAgent({
  id: 'venture-launch-builder',
  name: 'Venture Launch Builder',
  description: 'Turns an idea into a plan: business model, MVP scope and the first market tests.',
  specialties: ['business plan', 'mvp', 'market validation', 'prototype', 'product-market fit', 'launch plan'],
  tools: [],
  priority: 85,
  mentions: ['venture launch builder', 'launch builder', 'venture builder'],
  boostKeywords: [
    'mvp', 'minimum viable product', 'business plan', 'business model', 'prototype', 'validate', 'validation',
    'product-market fit', 'pmf', 'startup idea', 'business idea', 'app idea', 'lean canvas', 'business model canvas',
    'first version', 'solo founder', 'test my concept', 'test my idea', 'pay for this', 'pay for it', 'willing to pay',
    'willingness to pay', 'quit my job', 'experiment', 'go/no-go', 'step one', 'first step', 'milestones', 'smallest thing',
    'v1', 'first release', 'core features', 'beta testers', 'has legs', 'feasible', 'test demand', 'validate demand', 'smoke test', 'before building',
    'first hire', 'first hires', 'first two hires', 'first few hires', 'first employee', 'early hires', 'non-technical founder', 'slides', 'structure my', 'structure our', 'deck outline',
  ],
  keywords: VENTURE_KEYWORDS,
  role: 'You help founders turn an idea into a company: problem and customer, business model, MVP scope and the first tests of demand.',
  guidance: [
    'Push for the smallest test that could prove the idea wrong: who the first customer is, what they pay, what the MVP must do.',
    'Give concrete next steps for the coming two to four weeks rather than a long plan.',
    'For a written plan, point to the venture launch builder at /launch: six guided modules (strategy, market validation, fundraising, MVP roadmap, team, KPI tracking) that produce a plan to download.',
    'Our venture studio works with founders from the first prototype; point to /services for how, and to /apply when they have a team and early evidence.',
  ],
  answers: ventureLaunchBuilderAnswers,
  emergencyLink: { title: 'Studio services', url: '/services' },
  clarify: { topic: 'building and launching your venture', title: 'Venture launch builder', url: '/launch' },
  profile: {
    order: 5,
    description: 'Turns an idea into a plan: business model, MVP scope and the first market tests.',
    specialties: ['Business plans', 'MVP scoping', 'Market validation'],
  },
})

function ventureLaunchBuilderAnswers(): CannedSet {
  const topics = [
    answer(
      'venture-business-plan',
      ['business plan', 'business plans', 'business model', 'plan', 'pitch', 'pitch deck', 'deck', 'one-pager', 'revenue model', 'go-to-market', 'gtm'],
      `A useful early business plan fits on one page. It covers the customer and their problem, what your product does for them, why now, how you reach buyers and what the next round must prove.\n\n` +
        `Skip the forty-page document. Early investors read the pitch and the evidence behind it; our application asks for ${APPLICATION_ESSENTIALS.length} essentials and no deck. ` +
        `The [venture launch builder](/launch) walks you through one, module by module.`,
      [link('Venture launch builder', '/launch'), link('Pitch deck guide', '/resources/pitch-deck-guide')],
      [ask('How should I scope my MVP?'), ask('How do I validate my market?'), go('Founder guides', '/resources')],
    ),
    answer(
      'venture-mvp',
      ['mvp', 'mvps', 'minimum viable product', 'prototype', 'first version', 'build the product', 'scope', 'scoping', 'v1', 'proof of concept', 'poc'],
      `Scope an MVP around one job for one kind of customer, and put it in real users' hands in weeks, not quarters.\n\n` +
        `Cut everything that does not test your riskiest assumption. For an agentic product that usually means a narrow workflow, a person approving risky actions, an evaluation set built from real customer tasks from day one, and logs that let you replay any run.\n\n` +
        `Our applied AI engineers help portfolio teams design and harden exactly this: [studio services](/services).`,
      [link('Studio services', '/services'), link('Venture launch builder', '/launch')],
      [ask('How do I validate my market?'), ask('What should a business plan include?'), go('Venture launch builder', '/launch')],
    ),
    answer(
      'venture-market-validation',
      ['market validation', 'validate', 'validation', 'validating', 'customer interviews', 'customer discovery', 'product-market fit', 'pmf', 'demand', 'test the idea', 'pilot', 'pilots', 'letter of intent', 'loi'],
      `Validate with behaviour, not opinions: a paid pilot, a letter of intent or a pre-order tells you more than a stack of encouraging interviews.\n\n` +
        `Talk to people who have the problem today. Ask how they solve it now, what that costs them and who signs off on buying a fix, then ask for a commitment: time, data, a pilot or money. ` +
        `Track who says yes and why the others say no.\n\n` +
        `Our network introduces portfolio founders to design partners and first customers: [studio services](/services), [partners](/partners).`,
      [link('Venture launch builder', '/launch'), link('Studio services', '/services')],
      [ask('How should I scope my MVP?'), ask('How big is my market?'), go('Apply for funding', '/apply')],
    ),
  ]

  const fallback = answer(
    'venture-default',
    [],
    `I help turn an idea into a plan: the business model, the scope of a first product and the tests that prove a market wants it.\n\n` +
      `Our studio co-builds with founders from the first customer conversations to a repeatable go-to-market. Tell me what you are building, start with a question below, or build your plan step by step in the [venture launch builder](/launch).`,
    [link('Venture launch builder', '/launch'), link('How the studio works', '/services')],
    [ask('What should a business plan include?'), ask('How should I scope my MVP?'), ask('How do I validate my market?')],
  )

  return { topics, fallback }
}
