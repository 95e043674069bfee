import Link from 'next/link'
import { textLink } from './styles'

/** The '← Dashboard' line at the top of an admin sub-page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <Link href={href} className={textLink}>
        ← {label}
      </Link>
    </p>
  )
}
