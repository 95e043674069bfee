import { APPLICATION_ESSENTIALS } from '@/config/content/apply'
import { answer, ask, go, link, type CannedSet } from './shared'

export function ventureLaunchBuilderAnswers(): CannedSet {
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
