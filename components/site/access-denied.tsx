import { cache } from 'react'

const MESSAGES = {
  401: "You're not authorized to access this page.",
  403: 'This page could not be accessed.',
} as const

/**
 * What app/forbidden.tsx and app/unauthorized.tsx draw. The public site never calls forbidden() or unauthorized() (the
 * admin area has its own screens), but with authInterrupts every layout carries both boundaries in every page's RSC
 * payload: Next's default ones cost ~3.5 kB a page (root and site layout, each with its own <style>). These are a few
 * hundred bytes, built once per request so the site layout's copy is a reference to the root's.
 */
export const AccessDenied = cache(function AccessDenied(status: keyof typeof MESSAGES) {
  const message = MESSAGES[status]
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${status}: ${message}`}</title>
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{status}</p>
      <h1 className="mt-3 text-2xl font-semibold">{message}</h1>
    </div>
  )
})
