'use client'

import { useState } from 'react'
import { inputClasses } from '@/components/forms/form-kit'
import { useHydrated } from '@/lib/forms/client/use-form-action'
import { buttonClasses } from '@/components/ui/button'

type Copied = 'idle' | 'copied' | 'failed'

/** Copies `text`: the Clipboard API where the page may use it (https, localhost), else the selected field's copy command. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no permission, no focus): fall back to the field.
  }
  if (!field) return false
  field.focus()
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}

/**
 * A one-time set-password link, in a box of its own outside the form that made it: what happened to it (e-mailed, or
 * to be sent by hand), the link in a read-only field (selected on focus, so it can be copied without JavaScript) and a
 * Copy button once the page is interactive.
 */
export function OneTimeLink({ id, message, link }: { id: string; message: string; link: string }) {
  const [copied, setCopied] = useState<Copied>('idle')
  const interactive = useHydrated()
  const fieldId = `${id}-field`
  return (
    <div id={id} className="max-w-2xl space-y-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm dark:border-emerald-800 dark:bg-emerald-950" data-testid="set-password-link">
      <p role="status" aria-live="polite" className="font-medium text-emerald-800 dark:text-emerald-200">
        {message}
      </p>
      <label htmlFor={fieldId} className="block font-medium text-slate-900 dark:text-slate-100">
        One-time set-password link
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClasses} min-w-0 flex-1 font-mono text-xs`}
        />
        {interactive ? (
          <button
            type="button"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            aria-describedby={`${id}-copied`}
            onClick={async () => {
              const field = document.getElementById(fieldId) as HTMLInputElement | null
              setCopied((await copyText(link, field)) ? 'copied' : 'failed')
            }}
          >
            Copy
          </button>
        ) : null}
      </div>
      <p id={`${id}-copied`} aria-live="polite" className="min-h-5 text-slate-700 dark:text-slate-300">
        {copied === 'copied' ? 'Copied.' : copied === 'failed' ? 'Could not copy: select the link and copy it yourself.' : ''}
      </p>
    </div>
  )
}
