import { clsx } from 'clsx'
import type { BudgetView } from '@/lib/admin/budget-view'
import { card, muted, sectionTitle } from './styles'

/** The global model call budget: its use, and why the assistant answers from canned answers when it is spent. */
export function AssistantBudget({ budget }: { budget: BudgetView }) {
  return (
    <section aria-labelledby="assistant-budget-heading" className={card} data-testid="assistant-budget">
      <h2 id="assistant-budget-heading" className={sectionTitle}>
        Model call budget
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-800 dark:text-slate-200">
        {budget.usage.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {budget.notice ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-100 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {budget.notice}
        </p>
      ) : (
        <p className={clsx(muted, 'mt-3')}>No answer has been turned away by the budget today. Counted on this server since it started.</p>
      )}
    </section>
  )
}
