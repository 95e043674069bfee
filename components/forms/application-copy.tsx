import { applicationLines, type SentFile } from '@/lib/forms/application-copy'

/** What the founder sent, field by field with the form's labels, as it prints (lib/forms/application-copy.ts). */
export function ApplicationCopy({ data, files }: { data: Record<string, unknown>; files?: readonly SentFile[] }) {
  return (
    <dl data-testid="application-copy" className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
      {applicationLines(data, files).map((line) => (
        <div key={line.name} className="grid gap-1 py-3 break-inside-avoid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{line.label}</dt>
          <dd className="text-sm leading-6 break-words whitespace-pre-line text-slate-950 dark:text-white">{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}
