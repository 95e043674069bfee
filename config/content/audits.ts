/** An audit's shape, declared beside the audits themselves: lib/tools/audit.ts scores any audit of this shape. */
export type AuditQuestion = { id: string; text: string; nextStep: string; /** A tool or guide that helps with this step. */ link?: { label: string; href: string } }
export type AuditSection = { id: string; title: string; questions: readonly AuditQuestion[] }
export type Audit = { id: string; sections: readonly AuditSection[] }

/** How both audits score, for their "How it works" sections (lib/tools/audit.ts ANSWER_POINTS). */
export const AUDIT_SCORING =
  'Each answer scores yes 2, partly 1 and no 0; a section’s score is its points out of the most its answered questions could earn. Every “no” or “partly” brings a concrete next step, the weakest section first.'

/** The growth audit follows the customer's path: acquisition, activation, retention, revenue, referral. */
export const GROWTH_AUDIT: Audit = {
  id: 'growth',
  sections: [
    {
      id: 'acquisition',
      title: 'Acquisition',
      questions: [
        { id: 'ac1', text: 'Do you know which one or two channels brought your best customers?', nextStep: 'Ask your last ten customers how they first heard of you, and tag every new lead with its source from today.' },
        { id: 'ac2', text: 'Do you know your customer acquisition cost per channel?', nextStep: 'Add up sales and marketing spend per channel for the last quarter and divide by the customers each won.', link: { label: 'CAC calculator', href: '/tools/cac-calculator' } },
        { id: 'ac3', text: 'Can you describe your ideal customer precisely enough to build a list of them?', nextStep: 'Write down the company size, role, trigger event and budget owner of your three best customers; find what they share.' },
        { id: 'ac4', text: 'Is there one channel you are deliberately doubling down on this quarter?', nextStep: 'Pick the channel with the best customers, not the most leads, and give it most of the next quarter’s effort.' },
      ],
    },
    {
      id: 'activation',
      title: 'Activation',
      questions: [
        { id: 'at1', text: 'Have you defined the moment a new user first gets real value from the product?', nextStep: 'Compare users who stayed with those who left and find the first action the stayers all took; that is your activation event.' },
        { id: 'at2', text: 'Do most new users reach that moment in their first session or week?', nextStep: 'Remove every step between sign-up and the activation event that is not essential, and measure the share who reach it.' },
        { id: 'at3', text: 'Do you talk to users who sign up but never activate?', nextStep: 'Call five users who dropped out this month; ask what they expected and where they stopped.' },
      ],
    },
    {
      id: 'retention',
      title: 'Retention',
      questions: [
        { id: 'rt1', text: 'Do you track retention by cohort (customers who started in the same month)?', nextStep: 'Build a monthly cohort table of active customers; a curve that flattens is the first sign of product-market fit.' },
        { id: 'rt2', text: 'Is monthly churn under 20%?', nextStep: 'Fix retention before buying growth: interview churned customers and act on the most common reason.', link: { label: 'Unit economics calculator', href: '/tools/unit-economics' } },
        { id: 'rt3', text: 'Do you know why customers leave?', nextStep: 'Add one required question to cancellation and read every answer each week.' },
      ],
    },
    {
      id: 'revenue',
      title: 'Revenue',
      questions: [
        { id: 'rv1', text: 'Does each customer earn back their acquisition cost within twelve months?', nextStep: 'Work out your CAC payback; if it is over a year, raise prices, sell annual plans or lower acquisition cost.', link: { label: 'Unit economics calculator', href: '/tools/unit-economics' } },
        { id: 'rv2', text: 'Have you tested your price in the last six months?', nextStep: 'Quote a higher price to the next ten prospects and compare win rates; most early companies undercharge.' },
        { id: 'rv3', text: 'Is your gross margin known, including model and hosting costs?', nextStep: 'Put inference, hosting and support costs per customer next to revenue per customer; investors will ask.' },
      ],
    },
    {
      id: 'referral',
      title: 'Referral',
      questions: [
        { id: 'rf1', text: 'Do customers recommend you without being asked?', nextStep: 'Ask your happiest customers what would make them tell a peer, then make that easy.' },
        { id: 'rf2', text: 'Do you ask satisfied customers for introductions or case studies?', nextStep: 'After each success milestone, ask for one introduction or a short quote, and track how many you get.' },
        { id: 'rf3', text: 'Do you measure how many new customers come from referrals?', nextStep: 'Add “referred by” to your sign-up or sales notes and review it monthly.' },
      ],
    },
  ],
}

/** The brand audit asks whether the company is understood, remembered and trusted. */
export const BRAND_AUDIT: Audit = {
  id: 'brand',
  sections: [
    {
      id: 'positioning',
      title: 'Positioning',
      questions: [
        { id: 'po1', text: 'Can you say in one sentence who you serve and the job you do for them?', nextStep: 'Write “For [customer] who [problem], we [outcome], unlike [alternative]” and test it on five prospects.' },
        { id: 'po2', text: 'Do you know what customers would use if you did not exist?', nextStep: 'List the real alternatives, including spreadsheets and doing nothing, and say plainly why you are better for your customer.' },
        { id: 'po3', text: 'Is your category clear to a buyer in five seconds?', nextStep: 'Put the category words your buyers search for in your headline; save the clever name for later.' },
      ],
    },
    {
      id: 'message',
      title: 'Message',
      questions: [
        { id: 'me1', text: 'Does your homepage headline state an outcome rather than a feature?', nextStep: 'Rewrite the headline as the result the customer gets, and move features below it.' },
        { id: 'me2', text: 'Do you use your customers’ words rather than your own jargon?', nextStep: 'Copy phrases from sales calls and support tickets into your site and deck.' },
        { id: 'me3', text: 'Are your three key messages written down for everyone in the team?', nextStep: 'Write a one-page message guide: promise, three proof points and words to avoid.' },
      ],
    },
    {
      id: 'identity',
      title: 'Visual identity',
      questions: [
        { id: 'vi1', text: 'Do your logo, colours and type look the same on your site, deck and product?', nextStep: 'Collect every place your brand appears on one page and fix what does not match.' },
        { id: 'vi2', text: 'Is your site readable and accessible on a phone?', nextStep: 'Test your site on a phone with a screen reader and a contrast checker; fix the top five issues.' },
        { id: 'vi3', text: 'Do you have simple brand guidelines others can follow?', nextStep: 'Write one page: logo use, colours, type and two example layouts.' },
      ],
    },
    {
      id: 'proof',
      title: 'Proof and trust',
      questions: [
        { id: 'pr1', text: 'Do you show customer results (quotes, numbers, logos) where buyers decide?', nextStep: 'Ask two customers for a quote with a number in it and put them next to your main call to action.' },
        { id: 'pr2', text: 'Do you explain how your product handles data, security and mistakes?', nextStep: 'Publish a short page on data handling and what happens when the AI is unsure; in agentic AI, trust is the brand.' },
        { id: 'pr3', text: 'Are the founders visible, with real names and backgrounds?', nextStep: 'Add the team with photos and one line each on why they are the people to solve this.' },
      ],
    },
    {
      id: 'consistency',
      title: 'Consistency',
      questions: [
        { id: 'co1', text: 'Does everyone in the team describe the company the same way?', nextStep: 'Ask each team member to write the one-sentence pitch; align on one and share it.' },
        { id: 'co2', text: 'Do you publish on a regular rhythm?', nextStep: 'Commit to one useful piece every two weeks and plan it a month ahead.', link: { label: 'Content calendar', href: '/tools/content-calendar' } },
        { id: 'co3', text: 'Do your sales materials match your website’s promise?', nextStep: 'Review your deck, one-pager and emails against the message guide and remove what contradicts it.' },
      ],
    },
  ],
}
