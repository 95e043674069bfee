'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'

/**
 * Log out from a page of any build. With JavaScript it calls DELETE /api/admin/session — an API route keeps its name
 * across deploys, where a server action's id does not, so a page opened before a deploy still logs out instead of
 * reaching the error screen. Before hydration and without JavaScript the form posts the server action; a stale page
 * then gets the 'site was updated' page (lib/http/stale-action-page.ts).
 */
export function LogoutForm({ action }: { action: () => Promise<void> }) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle')
  return (
    <form
      action={action}
      onSubmit={async (event) => {
        event.preventDefault()
        setState('pending')
        try {
          // 204, or 401 when the session had already ended: either way the visitor is logged out.
          const res = await fetch('/api/admin/session', { method: 'DELETE' })
          if (res.status !== 204 && res.status !== 401) throw new Error(`HTTP ${res.status}`)
          router.replace('/admin')
          router.refresh()
        } catch {
          setState('failed')
        }
      }}
      className="flex items-center gap-2"
    >
      <button type="submit" disabled={state === 'pending'} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Log out
      </button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          Not logged out: check your connection and try again.
        </span>
      ) : null}
    </form>
  )
}
