'use client'

import { Check, Link2, RotateCcw } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/**
 * The two halves of a calculator: the inputs, and the results that follow them as the visitor types (announced
 * politely, so a screen reader hears the new result without losing its place). "Copy link" shares the address,
 * which carries the inputs.
 */
export function CalculatorShell({ form, results, shareUrl, onReset }: { form: ReactNode; results: ReactNode; shareUrl: string; onReset: () => void }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl || window.location.href)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      // Clipboard access can be refused (permissions, insecure context); the address bar still holds the link.
      window.prompt('Copy this link to share these results:', shareUrl || window.location.href)
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="tool-inputs-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h2 id="tool-inputs-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
          Your numbers
        </h2>
        <form className="mt-5 space-y-5" onSubmit={(e) => e.preventDefault()} noValidate>
          {form}
        </form>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            {copied ? 'Link copied' : 'Copy link to these results'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        </div>
      </section>
      <section aria-labelledby="tool-results-heading" className="min-w-0">
        <h2 id="tool-results-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
          Results
        </h2>
        <div aria-live="polite" className="mt-5 space-y-6">
          {results}
        </div>
      </section>
    </div>
  )
}
