import { ArrowRight } from '@/components/ui/icons'
import { HomeSections } from '@/components/home'
import { ButtonLink } from '@/components/ui/button'
import { JsonLdScript } from '@/components/seo/json-ld'
import { CHECK_SIZE, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { APPLY_LINK, CONTACT_LINK } from '@/config/nav'
import { buildMetadata, organizationJsonLd } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Meta3 Ventures | Venture studio for agentic AI',
  description:
    'Meta3 Ventures co-builds and invests $100K–$2M, pre-seed to Series A, in founders applying agentic AI across bio, fintech and web3.',
  path: '/',
})

const STATS = [
  { value: STAGE_RANGE_DISPLAY, label: 'Stages we back' },
  { value: CHECK_SIZE.display, label: 'Investment range' },
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
              <div key={stat.label} className="hero-stat">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
                <dd className="text-xl font-semibold tracking-tight text-slate-950 dark:text-white">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <HomeSections />
      <JsonLdScript data={organizationJsonLd()} />
    </>
  )
}
