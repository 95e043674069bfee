import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { plural } from './format'
import { textLink } from './styles'

export const SET_ASIDE_DOWNLOAD = '/api/admin/set-aside'

/**
 * The dashboard's warning when the database refused submissions for good (lib/forms/server/set-aside.ts): they are in no
 * table or export, so without this no one would ever read them. Nothing is shown while there are none.
 */
export function SetAsideNotice({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <section
      aria-labelledby="set-aside-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950"
    >
      <div>
        <h2 id="set-aside-title" className="font-semibold text-amber-900 dark:text-amber-100" data-testid="set-aside-count">
          {plural(count, 'submission')} set aside
        </h2>
        <p className="text-sm text-amber-900 dark:text-amber-100">
          The database refused {count === 1 ? 'it' : 'them'} for good, so {count === 1 ? 'it is' : 'they are'} not in the table below.{' '}
          <Link href="/admin/set-aside" className={textLink}>
            Read them
          </Link>
        </p>
      </div>
      <a href={SET_ASIDE_DOWNLOAD} className={buttonClasses({ variant: 'secondary', size: 'sm' })} download>
        Download (JSON lines)
      </a>
    </section>
  )
}
