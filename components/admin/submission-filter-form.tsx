import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { FORM_TYPE_NAMES, FORM_TYPES } from '@/lib/forms/types'
import { SEARCH_MAX_LENGTH, UNASSIGNED, type SubmissionFilter } from '@/lib/admin/submission-filter'
import { statusOptions } from '@/lib/pipeline/view'
import { input, label } from './styles'

function FilterSelect({ name, label: text, value, options }: { name: string; label: string; value?: string; options: { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={label}>
        {text}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className={`${input} mt-1`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * A plain GET form: the filter lives in the URL, so it works without JavaScript and survives a reload. Status and
 * assignee are the pipeline's, so choosing either shows applications only.
 */
export function SubmissionFilterForm({ filter, assignees }: { filter: SubmissionFilter; assignees: { id: string; name: string }[] }) {
  return (
    <form method="get" action="/admin" role="search" aria-label="Filter submissions" className="flex flex-wrap items-end gap-3">
      <FilterSelect name="type" label="Type" value={filter.type} options={[{ value: '', label: 'All types' }, ...FORM_TYPES.map((t) => ({ value: t, label: FORM_TYPE_NAMES[t] }))]} />
      <div className="min-w-48 flex-1">
        <label htmlFor="filter-q" className={label}>
          Search
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filter.q ?? ''}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Name, e-mail, message, M3-2026-0042…"
          className={`${input} mt-1 w-full`}
        />
      </div>
      <FilterSelect name="status" label="Status" value={filter.status} options={[{ value: '', label: 'Any status' }, ...statusOptions()]} />
      <FilterSelect
        name="assignee"
        label="Assignee"
        value={filter.assignee}
        options={[{ value: '', label: 'Anyone' }, { value: UNASSIGNED, label: 'Nobody' }, ...assignees.map((a) => ({ value: a.id, label: a.name }))]}
      />
      <div>
        <label htmlFor="filter-from" className={label}>
          From
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ''} className={`${input} mt-1`} />
      </div>
      <div>
        <label htmlFor="filter-to" className={label}>
          To
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ''} className={`${input} mt-1`} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          Apply
        </button>
        <Link href="/admin#submissions" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Reset
        </Link>
      </div>
    </form>
  )
}
