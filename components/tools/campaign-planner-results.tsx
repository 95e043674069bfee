import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { campaignToMarkdown, type CampaignPlan } from '@/lib/tools/campaign'
import { formatMoneyExact } from '@/lib/tools/format'
import { downloadText } from './kit/download'
import { ResultGrid, ResultStat } from './kit/results'

// The campaign planner's engine, fetched after hydration (see campaign-planner.tsx): the templates and date math,
// and the plan's phases with its download.
export { campaignPlan } from '@/lib/tools/campaign'
export { nextMonday } from '@/lib/tools/plan-dates'

export function CampaignResults({ plan }: { plan: CampaignPlan }) {
  return (
    <>
      <ResultGrid>
        <ResultStat label="Goal" value={plan.goal} detail={plan.metric} />
        {plan.budget.map((b) => (
          <ResultStat key={b.channel} label={`${b.channel} budget`} value={formatMoneyExact(b.amount)} />
        ))}
      </ResultGrid>
      <ol className="space-y-4">
        {plan.phases.map((p) => (
          <li key={p.name} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-base font-semibold text-slate-950 dark:text-white">{p.name}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {p.from} – {p.to}
            </p>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-800 dark:text-slate-200">
              {p.tasks.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => downloadText('campaign-plan.md', campaignToMarkdown(plan), 'text/markdown')}>
        <Download aria-hidden="true" />
        Download plan (Markdown)
      </Button>
    </>
  )
}
