import { ArrowRight, Bot, Cpu, Dna } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import { APPLY_LINK, CONTACT_LINK } from '@/config/nav'

// Placeholder home (issue 2): the hero and the focus pillars. Later issues add the flywheel, services and vision.
const PILLARS = [
  {
    icon: Bot,
    title: 'Agentic AI & multi-agent systems',
    text: 'Autonomous agents that plan, use tools and work together — taken from prototype to production with the guardrails enterprises need.',
  },
  {
    icon: Cpu,
    title: 'Intelligent automation & robotics',
    text: 'Software and machines that close the loop between perception and action, from back-office workflows to the factory floor.',
  },
  {
    icon: Dna,
    title: 'Converging frontiers',
    text: 'Where AI meets other deep shifts: bio + AI, fintech + AI and web3 — the places where two curves compound.',
  },
]

const STATS = [
  { value: 'Pre-seed to Series A', label: 'Stages we back' },
  { value: '$100K–$2M', label: 'Investment range' },
  { value: 'Bio · Fintech · Web3', label: 'Convergence sectors' },
]

export default function HomePage() {
  return (
    <>
      <section className="relative">
        <div className="mx-auto max-w-7xl px-4 pt-20 pb-20 sm:px-6 sm:pt-28 lg:px-8 lg:pt-32 lg:pb-28">
          <div className="mx-auto max-w-4xl text-center">
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:border-indigo-400/30 dark:bg-indigo-400/10 dark:text-indigo-200">
              Venture studio · Early-stage investor
            </p>
            <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-6xl lg:text-7xl dark:text-white">
              Engineering the Future with{' '}
              <span className="bg-linear-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-300 dark:to-violet-300">
                Agentic AI
              </span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">
              We co-build and invest in founders applying agentic AI and multi-agent systems across bio, finance and web3.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <ButtonLink href={APPLY_LINK.href} size="lg" className="w-full sm:w-auto">
                {APPLY_LINK.label}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={CONTACT_LINK.href} size="lg" variant="secondary" className="w-full sm:w-auto">
                {CONTACT_LINK.label}
              </ButtonLink>
            </div>
          </div>

          <dl className="mx-auto mt-20 grid max-w-4xl grid-cols-1 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-800">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1 bg-white/90 px-6 py-6 text-center dark:bg-slate-950/90">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
                <dd className="text-xl font-semibold tracking-tight text-slate-950 dark:text-white">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="focus-heading" className="border-t border-slate-200 bg-slate-50/60 dark:border-slate-800 dark:bg-slate-900/30">
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8 lg:py-32">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">Where we focus</p>
            <h2 id="focus-heading" className="mt-3 text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
              Three frontiers, one operating system for building companies
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-300">
              We pair capital with an in-house team of engineers, researchers and operators who build alongside founders
              from the first line of code.
            </p>
          </div>
          <ul className="mt-16 grid gap-6 md:grid-cols-3">
            {PILLARS.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="group relative rounded-2xl border border-slate-200 bg-white p-8 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm shadow-indigo-600/30">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 text-lg font-semibold text-slate-950 dark:text-white">{title}</h3>
                <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-slate-950 px-6 py-16 text-center shadow-xl sm:px-16 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
          <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(99_102_241/0.45),transparent)]" />
          <div className="relative">
            <h2 id="cta-heading" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
              Building with agents? Let’s talk.
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-slate-300">
              Founders, investors and partners: tell us what you are building and where agents could take it.
            </p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <ButtonLink href={APPLY_LINK.href} size="lg" variant="inverse" className="w-full sm:w-auto">
                {APPLY_LINK.label}
              </ButtonLink>
              <ButtonLink
                href={CONTACT_LINK.href}
                size="lg"
                variant="ghostOnDark"
                className="w-full sm:w-auto"
              >
                {CONTACT_LINK.label}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
