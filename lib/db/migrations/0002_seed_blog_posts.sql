-- The first three posts of the studio's blog. Inserted once by this migration; from then on the team edits
-- them in /blog/manage like any other post. ON CONFLICT keeps a re-run harmless.
INSERT INTO "blog_posts" ("slug", "title", "excerpt", "content", "tags", "status", "published_at", "updated_at", "author") VALUES
(
  'what-we-look-for-in-agentic-ai-startups',
  'What we look for in agentic AI startups',
  'Agents that plan, call tools and act on their own change what a software company is. Here is how we tell a durable agentic business from a demo.',
  $md$Every week we meet founders who have built an impressive agent demo. A model reads an inbox, opens a browser, files a ticket, and the room nods. Six months later, many of those companies are still demos. The ones that are not share a handful of traits, and they are the traits we look for when we invest.

## 1. A job, not a capability

The strongest teams start from a job a customer pays to have done — reconciling invoices, triaging clinical trial documents, monitoring a DeFi treasury — and work backwards to the agent. "Our agent can use any tool" is a capability. "We close a mid-market company's books in two days instead of ten" is a job. Jobs have budgets; capabilities have waitlists.

## 2. A plan for when the model is wrong

Agents fail in ways ordinary software does not: they are confidently wrong, they loop, they take an action that cannot be undone. We ask every team three questions:

- **Where does a human approve?** Irreversible actions (payments, e-mails to customers, trades) need a checkpoint until the data says otherwise.
- **How do you know it worked?** An agent needs an evaluation harness the way a web app needs tests — a labelled set of real tasks, run on every change.
- **What happens when the provider is down?** A product that stops when one model API stops is a single point of failure with a subscription fee.

## 3. Proprietary feedback loops

Models are a commodity that gets cheaper every quarter. What compounds is the data an agent produces while it works: corrections from users, outcomes of its actions, edge cases nobody wrote down. We look for products designed so that every task makes the next one better, and for founders who can explain where that loop lives in their architecture.

## 4. Multi-agent systems, used with restraint

Splitting work between specialist agents — a researcher, a planner, a reviewer — can make systems more reliable and easier to reason about. It can also multiply cost and latency. The teams we back can say why each agent exists and what it would cost to merge two of them.

## 5. Founders who ship weekly

Agentic AI moves too fast for annual roadmaps. We favour teams with a visible cadence: a changelog, a customer who can describe last month's improvement, an evaluation score that goes up.

## How we help

Our studio works alongside portfolio teams on exactly these problems — evaluation harnesses, human-in-the-loop design, multi-provider model layers and go-to-market for agentic products. We invest **$100K to $2M from pre-seed to Series A**. If you are building an agent that does a real job, [apply for funding](/apply) or [get in touch](/contact).
$md$,
  ARRAY['agentic-ai', 'investing', 'founders'],
  'published',
  '2026-09-08T09:00:00Z',
  '2026-09-08T09:00:00Z',
  'Meta3 Ventures Investment Team'
),
(
  'convergence-bio-fintech-web3-meet-ai',
  'Convergence: where bio, fintech and web3 meet AI',
  'The most interesting companies of the next decade sit where two fields overlap. Why we invest at the intersections — and what makes a convergence startup hard to build.',
  $md$Most venture theses are drawn as columns: an AI fund, a bio fund, a fintech fund. The companies we find most compelling refuse to stay in one column. We call them convergence companies, and they are the second half of our thesis next to agentic AI.

## Bio + AI

Biology produces more data than any lab can read. Foundation models for proteins, cells and clinical text turn that data into hypotheses a team can test. The constraint is no longer the model; it is the wet-lab loop and the regulatory path. We look for teams that pair machine-learning depth with someone who has run an experiment or a trial, and who can show how each model prediction becomes a measured result.

## Fintech + AI

Finance is a world of documents, rules and audit trails — exactly where agents can take over careful, repetitive work: underwriting, reconciliation, compliance monitoring, fraud review. The winners will be the companies that regulators and auditors can understand. Explainability, logging and human sign-off are product features here, not overhead.

## Web3 + AI

Open ledgers give agents something they rarely have elsewhere: a shared, verifiable record of what happened and who owns what. Agents that manage on-chain treasuries, verify provenance or coordinate marketplaces need strong guarantees about what they are allowed to do. We are interested in teams building those guarantees — spending limits, policy engines, verifiable execution — rather than tokens for their own sake.

## What makes convergence hard

Convergence companies need two kinds of expertise on one team, two sets of customers' vocabulary, and often two regulators. Fundraising is harder too: specialists in each field tend to see only half of the business. That is where a studio helps. We bring both halves of the network — and a playbook for the first 18 months.

## Talk to us

If your company sits at one of these intersections, we would like to hear from you. Read about [our services](/services), see [how our process works](/about), or [apply](/apply).
$md$,
  ARRAY['convergence', 'bio-ai', 'fintech', 'web3'],
  'published',
  '2026-10-06T09:00:00Z',
  '2026-10-06T09:00:00Z',
  'Meta3 Ventures Studio Team'
),
(
  'from-first-call-to-term-sheet',
  'From first call to term sheet: how our investment process works',
  'Founders deserve a clear timeline. Here are the four stages of our process, what we ask for at each one and how long it takes.',
  $md$Fundraising is a second full-time job for a founder. The least an investor can do is say up front what happens, in what order and how long it takes. Here is our process.

## What we invest

We write checks of **$100K to $2M**, from **pre-seed to Series A**, in companies building agentic AI or working at the convergence of AI with biology, finance or web3. We can lead or follow, and we pair capital with hands-on studio support.

## The four stages

| Stage | Typical length | What happens |
|---|---|---|
| Initial review | 2 weeks | We read your application, meet the founders and decide whether to go deeper. |
| Due diligence | 4–6 weeks | Product and technical deep-dive, customer calls, market and financial review. |
| Term sheet | 1 week | We propose terms and walk through them with you line by line. |
| Closing | 2–3 weeks | Legal documents, final checks and funds transferred. |

### Initial review (about 2 weeks)

Start with the [application form](/apply). A short pitch, your stage and a sentence on traction are enough to begin. If there is a fit, one of the partners schedules a call within the two weeks, and we tell you either way.

### Due diligence (4–6 weeks)

We go deep together. Expect a technical session with our engineers, two or three conversations with customers or design partners, and a review of your financial model. We share what we learn — founders often tell us the diligence itself was useful.

### Term sheet (1 week)

When we want to invest, we send a term sheet and explain every clause. We keep terms simple and standard.

### Closing (2–3 weeks)

Lawyers on both sides finalise the documents, and the funds arrive. The studio's support starts on day one: an onboarding session, introductions from our network and a plan for the next 90 days.

## Before you apply

Have a short deck or a one-page summary, a clear view of the problem and who pays to have it solved, and the numbers you track. Then [apply](/apply) — or, if you have a question first, [contact us](/contact).
$md$,
  ARRAY['process', 'fundraising', 'founders'],
  'published',
  '2026-11-03T09:00:00Z',
  '2026-11-03T09:00:00Z',
  'Meta3 Ventures Investment Team'
)
ON CONFLICT ("slug") DO NOTHING;
