import type { Guide } from './types'

export const PITCH_DECK_GUIDE: Guide = {
  slug: 'pitch-deck-guide',
  path: '/resources/pitch-deck-guide',
  title: 'Pitch deck guide',
  description: 'The 10–12 slides an early-stage deck needs, what each must prove, the questions investors in agentic AI ask, and the mistakes that cost meetings.',
  lead: 'A deck does not raise the round: it earns the meeting. Here is what the ten to twelve slides must show, in the order investors read them.',
  sections: [
    {
      id: 'principles',
      title: 'Before you write a slide',
      blocks: [
        { type: 'p', text: 'Investors spend two to three minutes on a first read. Each slide should make one claim, in its title, and show the evidence for it below. If a slide needs you in the room to make sense, it is a speaking slide, not a sending slide.' },
        { type: 'list', items: ['Ten to twelve slides for the version you send; add an appendix for detail.', 'One message per slide, written as a sentence in the title.', 'Numbers with their dates and definitions (MRR in which month, churn over what period).', 'A PDF under 10 MB with no animations; it will be read on a phone.'] },
      ],
    },
    {
      id: 'slides',
      title: 'The slides, in order',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Title', text: 'Company name, a one-line description a stranger understands, your name and contact.' },
            { title: 'Problem', text: 'Who has the problem, how they solve it today and what that costs them. Use a real customer’s words.' },
            { title: 'Solution', text: 'What your product does for that customer, shown with a screenshot or a short flow, not a list of features.' },
            { title: 'Why now', text: 'What changed (model capability, cost, regulation, behaviour) that makes this possible or urgent today.' },
            { title: 'Market', text: 'Bottom-up: the number of customers you can reach × what they pay. Show the first segment you will win, not only the total.' },
            { title: 'Product and technology', text: 'How it works and what is hard to copy: proprietary data, workflow depth, evaluation, integrations.' },
            { title: 'Traction', text: 'The best evidence you have: revenue, paid pilots, usage, retention, letters of intent. Show the trend over time.' },
            { title: 'Business model', text: 'Pricing, gross margin (including inference costs) and the unit economics you expect at scale.' },
            { title: 'Go-to-market', text: 'How you reach buyers, what the first customers cost to win and which channel you will scale.' },
            { title: 'Competition', text: 'The real alternatives, including doing nothing, and why customers choose you. Avoid a two-by-two where you win every axis.' },
            { title: 'Team', text: 'Why these people will win this market: relevant experience, technical depth and what you have built together.' },
            { title: 'The ask', text: 'How much you are raising, the runway it buys and the milestones it will reach before the next round.' },
          ],
        },
      ],
    },
    {
      id: 'agentic-ai',
      title: 'What investors in agentic AI ask',
      blocks: [
        { type: 'list', items: ['How reliable is the agent on real customer tasks, and how do you measure it? Bring your evaluation set and its results.', 'What happens when the agent is unsure or wrong? Show the approval and recovery path.', 'What do model and inference costs do to gross margin, and how do they fall with scale?', 'What stops a foundation-model provider from shipping this as a feature?', 'Which data or workflow position compounds with every customer you add?'] },
      ],
    },
    {
      id: 'mistakes',
      title: 'Mistakes that cost meetings',
      blocks: [
        { type: 'list', items: ['A market slide that starts from a trillion-dollar total with no path to the first customers.', 'Traction without dates or definitions, or cumulative charts that hide a flat month.', 'No ask, or an ask with no milestones attached to it.', 'Twenty-five slides: the strongest evidence gets lost.', 'Claiming no competition: it reads as not knowing the market.'] },
      ],
    },
    {
      id: 'checklist',
      title: 'Before you send it',
      blocks: [
        { type: 'checklist', items: ['Every slide title is a claim, and the slide proves it.', 'Every number has a date and a definition.', 'The ask names the amount, the runway and the milestones.', 'Someone outside the company read it cold and could explain the business back to you.', 'The file is a PDF, named with the company and the month.'] },
      ],
    },
  ],
  related: [
    { label: 'Funding calculator: how much to raise', href: '/tools/funding-calculator' },
    { label: 'Valuation calculator', href: '/tools/valuation-calculator' },
    { label: 'Unit economics calculator', href: '/tools/unit-economics' },
    { label: 'Apply for funding (no deck needed to start)', href: '/apply' },
  ],
}
