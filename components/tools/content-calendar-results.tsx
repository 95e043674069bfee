import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { calendarToCsv, calendarToMarkdown, type CalendarEntry } from '@/lib/tools/content-calendar'
import { downloadText } from './kit/download'

// The content calendar's engine, fetched after hydration (see content-calendar.tsx): the templates and date math,
// and the calendar's table with its downloads.
export { contentCalendar } from '@/lib/tools/content-calendar'
export { nextMonday } from '@/lib/tools/plan-dates'

export function CalendarResults({ rows }: { rows: readonly CalendarEntry[] }) {
  return (
    <>
      <p className="text-sm leading-6 text-slate-700 dark:text-slate-300">
        {rows.length} posts over four weeks. Plan each one a week ahead, and reuse every long piece in shorter posts on your other channels.
      </p>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800" tabIndex={0} role="region" aria-label="Content calendar">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">Your four-week content calendar</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              {['Date', 'Channel', 'Theme', 'Format'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
                  {r.day}
                </th>
                <td className="px-3 py-1.5">{r.channel}</td>
                <td className="px-3 py-1.5">{r.theme}</td>
                <td className="px-3 py-1.5">{r.format}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => downloadText('content-calendar.csv', calendarToCsv(rows), 'text/csv')}>
          <Download aria-hidden="true" />
          Download CSV
        </Button>
        <Button variant="secondary" onClick={() => downloadText('content-calendar.md', calendarToMarkdown(rows), 'text/markdown')}>
          <Download aria-hidden="true" />
          Download Markdown
        </Button>
      </div>
    </>
  )
}
