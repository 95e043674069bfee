'use client'

import { Home, RotateCcw } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { browserLog } from '@/lib/log/browser'

/** How long the debug box with the error text stays on screen after an error is caught. */
export const DEBUG_BOX_MS = 30_000

function describe(error: unknown): string {
  if (error instanceof Error) {
    const digest = 'digest' in error && typeof error.digest === 'string' ? ` (digest ${error.digest})` : ''
    return `${error.message || error.name}${digest}`
  }
  return String(error)
}

/** The generic error boundary screen (the specification's texts), shared by app/error.tsx and app/(site)/error.tsx. */
export function ErrorScreen({ error, retry, standalone = false }: { error: unknown; retry: () => void; standalone?: boolean }) {
  const [showDetails, setShowDetails] = useState(true)
  const detailsId = useId()

  useEffect(() => {
    browserLog('error').error('the page failed', error)
    const timer = window.setTimeout(() => setShowDetails(false), DEBUG_BOX_MS)
    return () => window.clearTimeout(timer)
  }, [error])

  const content = (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">Error</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">Oops! Something went wrong</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-300">
        We apologize for the inconvenience. Please try refreshing the page or return to the homepage.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => retry()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
        <ButtonLink href="/" size="lg" variant="secondary">
          <Home aria-hidden="true" />
          Go to Homepage
        </ButtonLink>
      </div>
      {showDetails && (
        <div
          role="status"
          aria-labelledby={detailsId}
          className="mt-12 w-full rounded-xl border border-amber-300 bg-amber-50 p-4 text-left dark:border-amber-500/40 dark:bg-amber-950/40"
        >
          <p id={detailsId} className="text-xs font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">
            Error details
          </p>
          <pre className="mt-2 overflow-x-auto font-mono text-sm break-words whitespace-pre-wrap text-amber-950 dark:text-amber-100">
            {describe(error)}
          </pre>
        </div>
      )}
    </div>
  )

  return standalone ? (
    <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center outline-none">
      {content}
    </main>
  ) : (
    content
  )
}
