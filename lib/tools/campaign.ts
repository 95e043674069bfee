/**
 * A campaign plan from a goal, an audience, a message, channels, a budget and dates: four phases (prepare, launch,
 * sustain, measure) with dated tasks from templates for the goal and the channels, the budget split across channels
 * (paid channels weigh more), and what to measure.
 */
import { checkNumber, ToolInputError } from './errors'
import { addDays, displayDate, parseIsoDate } from './plan-dates'

export const CAMPAIGN_GOALS = {
  launch: { label: 'Product launch', metric: 'Sign-ups or demo requests in the first four weeks', tasks: ['Line up three customer quotes or a case study', 'Record a two-minute demo', 'Brief friendly founders and investors to share on launch day'] },
  leads: { label: 'Lead generation', metric: 'Qualified demos booked', tasks: ['Build a list of 200 accounts that match your ideal customer', 'Write one offer: a useful asset or an audit in exchange for a call', 'Set up a simple sequence of three follow-ups'] },
  fundraising: { label: 'Fundraising announcement', metric: 'Inbound enquiries from customers, candidates and press', tasks: ['Agree the announcement text and numbers with your investors', 'Prepare a press note with a founder quote and one customer proof point', 'List ten journalists and newsletters who cover your space'] },
  hiring: { label: 'Hiring', metric: 'Qualified applicants per open role', tasks: ['Write roles around the outcomes the person will own', 'Ask the team for ten referrals each', 'Publish one post on how the team works'] },
  awareness: { label: 'Awareness', metric: 'Reach among your ideal customers and branded searches', tasks: ['Choose the one idea you want the market to remember', 'Prepare four pieces of content around it', 'Find two partners or communities to co-host with'] },
} as const
export type CampaignGoal = keyof typeof CAMPAIGN_GOALS

export const CAMPAIGN_CHANNELS = {
  linkedin: { label: 'LinkedIn', weight: 1, task: 'Publish founder posts twice a week and reply to every comment' },
  email: { label: 'Email and newsletter', weight: 1, task: 'Send the announcement and one follow-up to your list' },
  content: { label: 'Blog and SEO', weight: 1, task: 'Publish the cornerstone article and link every other piece to it' },
  events: { label: 'Events and webinars', weight: 2, task: 'Host or speak at one event and follow up with every attendee within two days' },
  paid: { label: 'Paid ads', weight: 3, task: 'Run two ad variants to a small budget first, then move spend to the winner' },
  pr: { label: 'Press', weight: 1, task: 'Pitch the story to your shortlist a week ahead under embargo' },
  partners: { label: 'Partners', weight: 1, task: 'Agree one co-marketing action with each partner' },
} as const
export type CampaignChannel = keyof typeof CAMPAIGN_CHANNELS
export const CAMPAIGN_CHANNEL_IDS = Object.keys(CAMPAIGN_CHANNELS) as CampaignChannel[]

export type CampaignInput = { goal: string; audience: string; message: string; channels: readonly string[]; budget: number; startDate: string; weeks: number; metric?: string }
export type CampaignPhase = { name: string; from: string; to: string; tasks: string[] }
export type CampaignPlan = {
  goal: string
  audience: string
  message: string
  metric: string
  phases: CampaignPhase[]
  budget: { channel: string; amount: number }[]
  measurement: string[]
}

/** Splits a whole-dollar budget by weight; the rounding remainder goes to the heaviest channels so it sums exactly. */
export function splitBudget(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const whole = Math.round(total)
  const shares = weights.map((w) => Math.floor((whole * w) / sum))
  let left = whole - shares.reduce((a, b) => a + b, 0)
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0])
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]![1]]! += 1
  return shares
}

export function campaignPlan(input: CampaignInput): CampaignPlan {
  const goalId = input?.goal as CampaignGoal
  // hasOwn, not `in`: the goal is visitor text and `in` also finds 'constructor' and the like.
  if (typeof goalId !== 'string' || !Object.hasOwn(CAMPAIGN_GOALS, goalId)) throw new ToolInputError('goal', 'Pick a goal for the campaign.')
  const goal = CAMPAIGN_GOALS[goalId]
  const audience = input.audience.trim()
  if (!audience) throw new ToolInputError('audience', 'Describe who the campaign is for, such as “heads of operations at logistics companies”.')
  const message = input.message.trim()
  if (!message) throw new ToolInputError('message', 'Write the one thing you want the audience to remember.')
  const channels = [...new Set(input.channels)].filter((c): c is CampaignChannel => typeof c === 'string' && Object.hasOwn(CAMPAIGN_CHANNELS, c))
  if (channels.length === 0) throw new ToolInputError('channels', 'Pick at least one channel.')
  const budget = checkNumber(input.budget, 'budget', { min: 0, max: 1e9, hint: 'in US dollars' })
  const weeks = checkNumber(input.weeks, 'weeks', { min: 2, max: 26, hint: 'from 2 to 26' })
  if (!Number.isInteger(weeks)) throw new ToolInputError('weeks', 'weeks must be a whole number from 2 to 26.')
  const start = parseIsoDate(input.startDate, 'startDate')

  // Preparation takes a quarter of the campaign (at least a week), launch one week, measurement the last week.
  const prepWeeks = Math.max(1, Math.round(weeks / 4))
  const sustainWeeks = Math.max(0, weeks - prepWeeks - 2)
  const span = (fromWeek: number, count: number) => ({ from: displayDate(addDays(start, fromWeek * 7)), to: displayDate(addDays(start, (fromWeek + count) * 7 - 1)) })
  const labels = channels.map((c) => CAMPAIGN_CHANNELS[c].label)
  const phases: CampaignPhase[] = [
    { name: 'Prepare', ...span(0, prepWeeks), tasks: [`Write the message for ${audience}: “${message}”`, ...goal.tasks, 'Set the budget, a weekly review slot and a stop rule before spending'] },
    { name: 'Launch', ...span(prepWeeks, 1), tasks: channels.map((c) => CAMPAIGN_CHANNELS[c].task) },
    ...(sustainWeeks > 0
      ? [{ name: 'Sustain', ...span(prepWeeks + 1, sustainWeeks), tasks: ['Review results every week and move effort to what works', `Keep one message across ${labels.join(', ')}`, 'Answer every reply and enquiry within a working day'] }]
      : []),
    { name: 'Measure', ...span(weeks - 1, 1), tasks: [`Compare the result with the goal: ${input.metric?.trim() || goal.metric}`, 'Write down what worked, what did not and what to try next', 'Share the numbers with the team and your investors'] },
  ]
  const amounts = splitBudget(budget, channels.map((c) => CAMPAIGN_CHANNELS[c].weight))
  return {
    goal: goal.label,
    audience,
    message,
    metric: input.metric?.trim() || goal.metric,
    phases,
    budget: channels.map((c, i) => ({ channel: CAMPAIGN_CHANNELS[c].label, amount: amounts[i]! })),
    measurement: [
      `Success metric: ${input.metric?.trim() || goal.metric}`,
      'Track the source of every lead or sign-up from day one',
      'Cost per result for each channel: spend ÷ results',
      'A weekly snapshot, so the trend is visible before the campaign ends',
    ],
  }
}

export function campaignToMarkdown(plan: CampaignPlan): string {
  const money = (n: number) => `$${n.toLocaleString('en-US')}`
  return [
    `# Campaign plan: ${plan.goal}`,
    '',
    `- **Audience:** ${plan.audience}`,
    `- **Message:** ${plan.message}`,
    `- **Success metric:** ${plan.metric}`,
    '',
    ...plan.phases.flatMap((p) => [`## ${p.name} (${p.from} – ${p.to})`, '', ...p.tasks.map((t) => `- [ ] ${t}`), '']),
    '## Budget',
    '',
    ...plan.budget.map((b) => `- ${b.channel}: ${money(b.amount)}`),
    '',
    '## Measurement',
    '',
    ...plan.measurement.map((m) => `- ${m}`),
    '',
  ].join('\n')
}
