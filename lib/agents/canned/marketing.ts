import { answer, ask, go, link, type CannedSet } from './shared'

export function marketingAnswers(): CannedSet {
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
