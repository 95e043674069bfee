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
})
