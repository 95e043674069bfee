/** Copy for /apply, /apply-new and /apply/success while the application form is being built. */

export const APPLY_INTRO = {
  title: 'Apply for funding',
  lead: 'We invest in founders building agentic AI, intelligent automation and AI at the convergence of bio, fintech and web3. Here is what we look for, how the process works and how to reach us today.',
}

export const APPLY_NEW_INTRO = {
  title: 'Quick application',
  lead: 'Short on time? Send us the five essentials below in a single e-mail. A partner reads every submission and replies within two weeks.',
}

export const INTERIM_NOTICE = {
  title: 'Our online application form opens soon',
  text: 'Until it does, apply by e-mail. Send the essentials listed on this page and we will treat your e-mail exactly like a form submission, with the same two-week initial review.',
  mailSubject: 'Funding application',
}

export const LOOKING_FOR: readonly { name: string; description: string }[] = [
  { name: 'A real job for AI to do', description: 'A painful, specific problem where agents or automation do work customers pay for today.' },
  { name: 'A technical founding team', description: 'Founders who can build the core technology themselves and learn fast from customers.' },
  { name: 'An unfair insight', description: 'Domain expertise, proprietary data or access that others cannot easily copy.' },
  { name: 'Early evidence', description: 'Customer conversations, pilots, usage or revenue that show the problem is real.' },
]

/** The essentials for an application; the same fields the form will ask for. */
export const APPLICATION_ESSENTIALS: readonly string[] = [
  'Company name and website (or a demo link)',
  'Founder names, roles and e-mail addresses',
  'A short pitch: who the customer is, what your product does for them and why now',
  'Your stage and how much you are raising',
  'Traction to date: users, revenue, pilots or letters of intent',
]

export const APPLY_SUCCESS = {
  title: 'Thank you, your application is in',
  lead: 'A partner will read it personally. Here is what happens next and how long each step takes.',
  whileYouWait: 'While you wait, you might find these useful:',
}

export const APPLY_PAGE = {
  mailLabel: 'Apply by e-mail',
  prepareLinkLabel: 'What to prepare',
  investTitle: 'What we invest in',
  investLead: 'We lead or join rounds and pair every investment with hands-on support from our studio team.',
  lookingTitle: 'What we look for',
  prepareTitle: 'What to send us',
  prepareLead: 'Five essentials are enough for a first review. A deck is welcome but not required.',
  reachTitle: 'How to reach us now',
  reachText: 'E-mail your application, or call if you would like to talk it through first.',
  processTitle: 'What happens after you apply',
  processLead: 'A predictable timeline, with a clear answer at the end of each step.',
}

/** The pre-filled e-mail for a quick application: one line per essential. */
export function quickApplicationBody(): string {
  return ['Company name and website:', 'Founders (names, roles, e-mails):', 'Pitch (customer, product, why now):', 'Stage and amount raising:', 'Traction to date:']
    .map((line) => `${line}\n\n`)
    .join('')
}

export const APPLY_NEW_PAGE = {
  mailLabel: 'Open a pre-filled e-mail',
  essentialsTitle: 'The five essentials',
  essentialsLead: 'Answer each in a sentence or two. The pre-filled e-mail already has these headings.',
  snapshotTitle: 'Is your company a fit?',
  reachTitle: 'Other ways to reach us',
  processTitle: 'What happens next',
  fullLinkLabel: 'Read the full application guide',
}
