'use client'

import { CalculatorShell } from './kit/calculator-shell'
import { fieldError, tryCompute } from './kit/compute'
import { NumberField, SelectField } from './kit/fields'
import { requiredNumber } from '@/lib/tools/parse'
import { ToolAlert } from './kit/results'
import { CheckboxGroup, TextField } from './kit/text-fields'
import { useEngine, ENGINE_FAILED } from './kit/use-engine'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

// The planner's templates and date math and its plan view (~3 kB gzip) are fetched after hydration: the
// server-rendered page shows no plan anyway, as its start date is the visitor's next Monday.
const loadEngine = () => import('./campaign-planner-results')

const DEFAULTS = {
  goal: 'launch',
  audience: 'Heads of operations at mid-sized logistics companies',
  message: 'Agents that handle the paperwork, so your team handles the exceptions',
  channels: 'linkedin,email,events',
  budget: '15000',
  start: '',
  weeks: '8',
  metric: '',
}
const LABELS = { budget: 'Budget', weeks: 'Length', startDate: 'Start date' }
type Option = { value: string; label: string }

/** `goals` and `channels` come from the server page (lib/tools/campaign.ts), so the labels need no client import. */
export function CampaignPlanner({ goals, channels, search }: { goals: readonly Option[]; channels: readonly Option[] } & SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const loaded = useEngine(loadEngine)
  // As in the content calendar: "next Monday" depends on the visitor's today, so it is only known after mount.
  const engine = shareUrl !== '' && loaded.status === 'ready' ? loaded.engine : null
  const start = values.start || (engine ? engine.nextMonday(new Date()) : '')
  const result = tryCompute(
    () => {
      if (!engine) throw new Error('not loaded')
      return engine.campaignPlan({
        goal: values.goal,
        audience: values.audience,
        message: values.message,
        channels: values.channels.split(','),
        budget: requiredNumber(values.budget),
        startDate: start,
        weeks: requiredNumber(values.weeks),
        metric: values.metric,
      })
    },
    LABELS,
  )

  const form = (
    <>
      <SelectField id="goal" label="Goal" options={goals} value={values.goal} onChange={(v) => set('goal', v)} error={fieldError(result, 'goal')} />
      <TextField id="audience" label="Audience" hint="Who exactly should act on this campaign?" value={values.audience} onChange={(v) => set('audience', v)} error={fieldError(result, 'audience')} />
      <TextField id="message" label="Key message" multiline value={values.message} onChange={(v) => set('message', v)} error={fieldError(result, 'message')} />
      <CheckboxGroup id="channels" legend="Channels" options={channels} value={values.channels} onChange={(v) => set('channels', v)} error={fieldError(result, 'channels')} />
      <NumberField id="budget" label="Budget (US$)" prefix="$" value={values.budget} onChange={(v) => set('budget', v)} error={fieldError(result, 'budget')} />
      <TextField id="start" type="date" label="Start date" hint="Defaults to next Monday." value={start} onChange={(v) => set('start', v)} error={fieldError(result, 'startDate')} />
      <NumberField id="weeks" label="Length (weeks, 2–26)" suffix="weeks" value={values.weeks} onChange={(v) => set('weeks', v)} error={fieldError(result, 'weeks')} />
      <TextField id="metric" label="Success metric (optional)" hint="Leave empty for the usual metric for this goal." value={values.metric} onChange={(v) => set('metric', v)} />
    </>
  )

  let results
  if (loaded.status === 'failed') results = <ToolAlert message={ENGINE_FAILED} />
  else if (!engine) results = <p className="text-sm text-slate-600 dark:text-slate-400">Preparing your plan…</p>
  else if (!result.ok) results = <ToolAlert message={result.message} />
  else results = <engine.CampaignResults plan={result.value} />
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
