import Link from 'next/link'
import { Fragment } from 'react'
import type { LinkedText } from '@/config/content/linked-text'

/** A sentence of page copy from config/content with its links: the text as written, each link a site link. */
export function LinkedCopy({ parts }: { parts: LinkedText }) {
  return parts.map((part, i) => (
    <Fragment key={i}>
      {typeof part === 'string' ? (
        part
      ) : (
        <Link href={part.href} className="text-link">
          {part.label}
        </Link>
      )}
    </Fragment>
  ))
}
