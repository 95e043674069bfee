import type { PlanBlock, PlanSection } from '@/lib/launch/plan'

function Block({ block }: { block: PlanBlock }) {
  if (block.type === 'p') return <p>{block.text}</p>
  if (block.type === 'list')
    return (
      <div>
        {block.title ? <p className="font-semibold text-slate-950 dark:text-white">{block.title}</p> : null}
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </div>
    )
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[24rem] text-left text-sm">
        <thead className="text-slate-700 dark:text-slate-300">
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {block.head.map((h, i) => (
              <th key={i} scope="col" className="py-2 pr-4 font-semibold">
                {h || <span className="sr-only">Item</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {block.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((c, i) => (
                <td key={i} className="py-2 pr-4 align-top">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One finished module as a section of the plan, on screen and on paper. */
export function PlanSectionView({ section, children }: { section: PlanSection; children?: React.ReactNode }) {
  return (
    <section aria-labelledby={`plan-${section.id}`} className="break-inside-avoid space-y-3 rounded-2xl border border-slate-200 bg-white p-6 text-base leading-7 text-slate-700 print:border-0 print:p-0 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <h3 id={`plan-${section.id}`} className="text-lg font-semibold text-slate-950 dark:text-white">
        {section.title}
      </h3>
      {section.blocks.map((b, i) => (
        <Block key={i} block={b} />
      ))}
      {children}
    </section>
  )
}
