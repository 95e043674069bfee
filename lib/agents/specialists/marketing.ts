import { answer, ask, go, link, type CannedSet } from '../canned/shared'
import { pricingAnswer } from '../canned/shared-topics'
import { defineAgent } from './define'

export const MARKETING_KEYWORDS = [
  'marketing', 'market my', 'grow', 'growth', 'growth hacking', 'user base', 'users', 'acquisition', 'customer acquisition',
  'acquire customers', 'channel', 'channels', 'brand', 'branding', 'brand awareness', 'awareness', 'content',
  'content calendar', 'content marketing', 'campaign', 'campaigns', 'seo', 'ads', 'paid ads', 'advertising',
  'social media', 'linkedin', 'twitter', 'instagram', 'tiktok', 'go-to-market', 'gtm', 'messaging', 'audience',
  'conversion', 'convert', 'waitlist', 'leads', 'lead generation', 'pr', 'press release', 'community', 'viral',
  'referral', 'retention', 'engagement', 'influencers', 'newsletter marketing', 'email marketing', 'followers', 'product hunt',
  'hacker news', 'press', 'press coverage', 'media coverage', 'coverage', 'journalists', 'launch day', 'first users', 'first 1000 users',
  // Getting customers and attention, without the word 'marketing'.
  'ad', 'ad budget', 'ad spend', 'marketing budget', 'paying customers', 'get customers', 'find customers',
  'more customers', 'get users', 'more users', 'signups', 'sign-ups', 'traffic', 'buzz', 'hype', 'word of mouth',
  'outreach', 'cold email', 'cold outreach', 'our newsletter', 'my newsletter', 'newsletter strategy', 'linkedin posts', 'social posts', 'posting',
  'post ideas', 'linkedin post', 'social post', 'influencer', 'influencer marketing', 'youtube', 'reddit', 'landing page copy', 'copywriting',
  'tagline', 'slogan', 'funnel', 'top of funnel', 'demand generation', 'demand gen', 'sponsorship', 'webinar', 'events marketing',
  'debut', 'launch campaign', 'signs up', 'nobody signs up', 'sign up rate', 'write about us', 'get featured', 'cold emailing',
  // Words on the page that sell the product.
  'headline', 'headlines', 'homepage copy', 'website copy', 'hero copy', 'homepage headline',
] as const

export const marketing = defineAgent({
  id: 'marketing',
  name: 'Marketing Strategist',
  description: 'Helps founders plan growth: brand, content, campaigns and customer acquisition.',
  specialties: ['growth marketing', 'customer acquisition', 'acquisition', 'brand', 'content', 'campaigns', 'go-to-market'],
  // Campaign returns and what a customer is worth against what it costs to win.
  tools: ['roi', 'unit-economics'],
  priority: 78,
  mentions: ['marketing agent', 'marketing strategist', 'marketing'],
  // 'growth' alone is not a boost: "growth rate of the market" is research, "grow my users" is marketing.
  boostKeywords: [
    'grow my', 'grow our', 'growth hacking', 'user base', 'acquisition', 'brand', 'branding', 'content', 'campaign',
    'campaigns', 'seo', 'ads', 'social media', 'go-to-market', 'gtm', 'conversion', 'convert', 'audience', 'channel',
    'channels', 'waitlist', 'awareness', 'engagement', 'followers', 'product hunt', 'press release', 'first users', 'press', 'coverage',
    'paying customers', 'get customers', 'find customers', 'ad budget', 'ad spend', 'signups', 'sign-ups', 'traffic', 'buzz',
    'word of mouth', 'outreach', 'our newsletter', 'newsletter strategy', 'linkedin', 'twitter', 'tiktok', 'instagram',
    'post ideas', 'linkedin post', 'linkedin posts', 'messaging', 'influencer', 'influencers', 'funnel', 'tagline', 'copywriting', 'hacker news',
    'launch day', 'debut', 'launch campaign', 'journalists', 'signs up', 'sign up rate',
    'headline', 'headlines', 'homepage copy', 'website copy', 'hero copy',
  ],
  keywords: MARKETING_KEYWORDS,
  role: 'You help founders find and win customers: positioning messages, channels, content, campaigns, brand and growth loops.',
  guidance: [
    'Recommend one or two channels to test first, with a measurable goal and a budget of time, not a list of every channel.',
    'Match tactics to the buyer: enterprise sales motions differ from consumer growth.',
    'Our blog and resources hold founder guides; link /blog or /resources when relevant, and the guided tools /tools/growth-audit, /tools/brand-audit, /tools/content-calendar and /tools/campaign-planner when the founder wants to work through one.',
  ],
  answers: marketingAnswers,
  emergencyLink: { title: 'Studio services', url: '/services' },
  clarify: { topic: 'marketing and growth', title: 'Growth audit', url: '/tools/growth-audit' },
  profile: {
    order: 7,
    description: 'Helps plan growth: brand, content, campaigns and customer acquisition.',
    specialties: ['Growth', 'Acquisition', 'Brand', 'Content and campaigns'],
  },
})

function marketingAnswers(): CannedSet {
  const topics = [
    answer(
      'marketing-growth',
      ['growth', 'grow', 'growing', 'scale', 'scaling', 'growth strategy', 'growth hacking', 'traction', 'more users', 'more customers', 'retention', 'activation'],
      `Early growth comes from one channel that works, not five that half work. Find where your best customers came from, double down there, and measure retention before you spend on reach.\n\n` +
        `For B2B agentic products, the first channels are usually founder-led sales, design partners who become references, and content that shows the product doing real work. ` +
        `Our studio team helps portfolio companies build that first repeatable go-to-market: [studio services](/services).`,
      [link('Growth audit', '/tools/growth-audit'), link('Studio services', '/services')],
      [ask('How do I acquire my first customers?'), ask('How should I plan a campaign?')],
    ),
    answer(
      'marketing-acquisition',
      ['acquisition', 'customer acquisition', 'acquire', 'first customers', 'leads', 'lead generation', 'pipeline', 'sales', 'outbound', 'inbound', 'cac', 'channels', 'channel', 'paid ads', 'ads'],
      `Your first customers come from people you can reach directly. Start with your network, design partners and a short, focused outbound list of buyers who feel the problem most.\n\n` +
        `Track the cost and time to win each one from the start, so you know your real acquisition cost before you buy ads. ` +
        `Paid channels pay off once you know who converts and why.\n\n` +
        `Portfolio founders get curated introductions to design partners and pilot customers: [studio services](/services).`,
      [link('CAC calculator', '/tools/cac-calculator'), link('Studio services', '/services')],
      [ask('How do I work out my unit economics?'), ask('How should I build my brand?')],
    ),
    answer(
      'marketing-first-users',
      ['first users', 'first 10', 'first 10 users', 'first 100', 'first 100 users', 'first hundred', 'first 1000', 'first 1000 users', 'first thousand', 'early users', 'early adopters', 'beta users', 'first signups', 'first sign-ups'],
      `Reach your first users yourself, one at a time: your network, the communities where your buyers talk, and direct messages to people with the problem.\n\n` +
        `Onboard each one personally, ask what nearly stopped them and who else has the problem: early users' introductions are the cheapest channel you will have. ` +
        `A launch post (Product Hunt, Hacker News, a niche newsletter) brings a spike; count the users who are still active a month later, not the signups.`,
      [link('Growth audit', '/tools/growth-audit'), link('Founder guides', '/resources')],
      [ask('How do we market with no budget?'), ask('How should I plan a campaign?')],
    ),
    answer(
      'marketing-no-budget',
      // Not 'budget' alone: "what marketing budget should we have?" asks how much to spend, not how to spend nothing.
      ['no budget', 'low budget', 'small budget', 'tight budget', 'limited budget', 'zero budget', 'without a budget', 'no marketing budget', 'no ad budget', 'no money', 'little money', 'no cash', 'bootstrapped', 'bootstrapping', 'bootstrap', 'shoestring', 'for free', 'free channels', 'without money', 'without spending', 'cheap', 'organic'],
      `With no budget, spend time instead of money: founder-led outreach, helping in the communities your buyers use, and content only you can write.\n\n` +
        `Pick one of them, set a weekly goal (say twenty conversations) and track which ones lead to users. ` +
        `Ask every happy user for one introduction, and reuse each piece of content on LinkedIn, in your newsletter and in sales follow-ups. ` +
        `Spend money only once a channel shows it converts, and then on that channel.`,
      [link('Content calendar', '/tools/content-calendar'), link('Growth audit', '/tools/growth-audit')],
      [ask('How do I acquire my first customers?'), ask('What content should we publish?')],
    ),
    answer(
      'marketing-brand',
      ['brand', 'branding', 'brand identity', 'naming', 'company name', 'logo', 'messaging', 'tone of voice', 'reputation', 'awareness'],
      `An early brand is a promise you can keep: who you serve, the job you do for them and why they can trust you with it.\n\n` +
        `In agentic AI, trust is the brand. Show how the product behaves when it is unsure, how actions are approved and what customers get done with it. ` +
        `Keep the name simple, the message consistent across site, deck and sales calls, and let customer stories carry the claims.`,
      [link('Brand audit', '/tools/brand-audit'), link('Studio services', '/services')],
      [ask('What content should we publish?'), ask('How should I position my product?')],
    ),
    answer(
      'marketing-content',
      ['content', 'content marketing', 'blog', 'blog posts', 'articles', 'seo', 'newsletter', 'social media', 'linkedin', 'thought leadership', 'content calendar'],
      `Publish what only you can write: what you learn from customers, how your product handles real tasks, and honest numbers from pilots.\n\n` +
        `One useful piece every two weeks beats daily filler. Repurpose each one for LinkedIn, your newsletter and your sales follow-ups, and measure which pieces lead to conversations, not just views.\n\n` +
        `For examples of how we write, see [our blog](/blog).`,
      [link('Content calendar', '/tools/content-calendar'), link('Our blog', '/blog')],
      [ask('How should I plan a campaign?'), ask('How should I build my brand?')],
    ),
    answer(
      'marketing-campaigns',
      ['campaign', 'campaigns', 'launch campaign', 'product launch', 'marketing plan', 'promotion', 'promote', 'event', 'events', 'webinar', 'roi'],
      `Plan a campaign backwards from one measurable goal, such as twenty qualified demos this quarter. Then pick the audience and channel that reach it fastest.\n\n` +
        `Write the offer in your buyer's words, set a budget and a stop rule before you start, and review results weekly. ` +
        `A launch works best with proof ready: a customer quote, a short demo video and a clear next step on your site.`,
      [link('Campaign planner', '/tools/campaign-planner'), link('ROI calculator', '/tools/roi-calculator')],
      [ask('How do I acquire my first customers?'), ask('What content should we publish?')],
    ),
    // Pricing is asked of marketing as often as of the numbers: the financial specialist's answer.
    pricingAnswer(),
  ]

  const fallback = answer(
    'marketing-default',
    [],
    `I help founders plan growth: the first acquisition channels, brand and messaging, content and campaigns.\n\n` +
      `Tell me who your customer is and where you are today, or pick a topic below. Portfolio companies also work on go-to-market with our studio team: [studio services](/services).`,
    [link('Founder tools', '/tools'), link('Studio services', '/services')],
    [ask('How do I acquire my first customers?'), ask('How should I build my brand?'), go('Founder tools', '/tools')],
  )

  return { topics, fallback }
}
