import { Bot, Cpu, Dna } from '@/components/ui/icons'
import { CHECK_SIZE, FOCUS_AREAS, STAGE_RANGE_DISPLAY, type FocusArea } from '@/config/facts'

const ICONS: Record<FocusArea['id'], typeof Bot> = { 'agentic-ai': Bot, 'automation-robotics': Cpu, 'converging-frontiers': Dna }

/** What we invest in, from config/facts.ts: check size, stages and focus areas (focus names are h3). */
export function InvestmentSnapshot() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <div className="rounded-2xl bg-indigo-600 p-6 text-white shadow-sm">
          <dt className="text-sm font-medium text-indigo-100">Check size</dt>
          <dd className="mt-2 text-3xl font-semibold tracking-tight">{CHECK_SIZE.display}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">Stages</dt>
          <dd className="mt-2 text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">{STAGE_RANGE_DISPLAY}</dd>
        </div>
      </dl>
      <ul className="grid gap-4 md:grid-cols-3">
        {FOCUS_AREAS.map((area) => {
          const Icon = ICONS[area.id]
          return (
            <li key={area.id} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <Icon aria-hidden="true" className="size-6 text-indigo-600 dark:text-indigo-400" />
              <h3 className="mt-4 font-semibold text-slate-950 dark:text-white">{area.name}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{area.description}</p>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
