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
