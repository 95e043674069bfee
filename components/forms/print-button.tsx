'use client'

import { Button } from '@/components/ui/button'
import { useHydrated } from '@/lib/forms/client/use-form-action'

/** Prints the page (its print stylesheet drops the site's header, footer and buttons). Shown once JavaScript runs: without it the button could do nothing. */
export function PrintButton({ children }: { children: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {children}
    </Button>
  )
}
