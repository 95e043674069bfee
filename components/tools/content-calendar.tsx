'use client'

import { CalculatorShell } from './kit/calculator-shell'
import { fieldError, tryCompute } from './kit/compute'
import { NumberField } from './kit/fields'
import { requiredNumber } from '@/lib/tools/parse'
import { ToolAlert } from './kit/results'
import { CheckboxGroup, TextField } from './kit/text-fields'
import { useEngine, ENGINE_FAILED } from './kit/use-engine'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

// The calendar's templates and date math (with the CSV writer they share with the financial model) and its table
// (~3.5 kB gzip) are fetched after hydration: the server-rendered page shows no calendar anyway, as its start date is
// the visitor's next Monday.
const loadEngine = () => import('./content-calendar-results')

const DEFAULTS = { themes: 'Customer problems we solve, How our agents work, Lessons from pilots', channels: 'blog,linkedin,newsletter', perWeek: '3', start: '' }
const LABELS = { postsPerWeek: 'Posts per week', startDate: 'Start date' }
type Option = { value: string; label: string }

/** `channels` comes from the server page (lib/tools/content-calendar.ts), so the labels need no client import. */
export function ContentCalendar({ channels, search }: { channels: readonly Option[] } & SharedSearch) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS, search)
  const loaded = useEngine(loadEngine)
  // The default start (next Monday) depends on today, so it is worked out only in the browser, after mount: the
  // server-rendered page cannot know the visitor's date and must not disagree with it.
  const engine = shareUrl !== '' && loaded.status === 'ready' ? loaded.engine : null
  const start = values.start || (engine ? engine.nextMonday(new Date()) : '')
  const result = tryCompute(() => {
    if (!engine) throw new Error('not loaded')
    return engine.contentCalendar({ themes: values.themes.split(','), channels: values.channels.split(','), postsPerWeek: requiredNumber(values.perWeek), startDate: start })
  }, LABELS)

  const form = (
    <>
      <TextField id="themes" label="Themes (comma-separated, up to 6)" multiline hint="The topics you want to be known for." value={values.themes} onChange={(v) => set('themes', v)} error={fieldError(result, 'themes')} />
      <CheckboxGroup id="channels" legend="Channels" options={channels} value={values.channels} onChange={(v) => set('channels', v)} error={fieldError(result, 'channels')} />
      <NumberField id="perWeek" label="Posts per week (1–7)" value={values.perWeek} onChange={(v) => set('perWeek', v)} error={fieldError(result, 'postsPerWeek')} />
      <TextField id="start" type="date" label="Start date" hint="Defaults to next Monday." value={start} onChange={(v) => set('start', v)} error={fieldError(result, 'startDate')} />
    </>
  )

  let results
  if (loaded.status === 'failed') results = <ToolAlert message={ENGINE_FAILED} />
  else if (!engine) results = <p className="text-sm text-slate-600 dark:text-slate-400">Preparing your calendar…</p>
  else if (!result.ok) results = <ToolAlert message={result.message} />
  else results = <engine.CalendarResults rows={result.value} />
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
