import { cache } from 'react'
import { ArrowLeft } from '@/components/ui/icons'
import { ButtonLink } from '@/components/ui/button'

/**
 * Built once per request: the root not-found boundary and the site's own (app/not-found.tsx, app/(site)/not-found.tsx)
 * both travel in every public page's RSC payload, and the same elements are written there once.
 */
const content = cache(() => (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">Page not found</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-300">
        Sorry, we couldn’t find the page you’re looking for. It may have moved, or the address may be mistyped.
      </p>
      <ButtonLink href="/" size="lg" className="mt-10">
        <ArrowLeft aria-hidden="true" />
        Go to Homepage
      </ButtonLink>
    </div>
))

export function NotFoundContent() {
  return content()
}
