import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { FORM_TYPE_NAMES, FORM_TYPES } from '@/lib/forms/types'
import { SEARCH_MAX_LENGTH, type SubmissionFilter } from '@/lib/admin/submission-filter'
import { input, label } from './styles'

/** A plain GET form: the filter lives in the URL, so it works without JavaScript and survives a reload. */
export function SubmissionFilterForm({ filter }: { filter: SubmissionFilter }) {
  return (
    <form method="get" action="/admin" role="search" aria-label="Filter submissions" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="filter-type" className={label}>
          Type
        </label>
        <select id="filter-type" name="type" defaultValue={filter.type ?? ''} className={`${input} mt-1`}>
          <option value="">All types</option>
          {FORM_TYPES.map((t) => (
            <option key={t} value={t}>
              {FORM_TYPE_NAMES[t]}
            </option>
          ))}
        </select>
      </div>
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
          placeholder="Name, e-mail, message…"
          className={`${input} mt-1 w-full`}
        />
      </div>
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
