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
})
