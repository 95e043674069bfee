'use client'

import { ErrorScreen } from '@/components/site/error-screen'

// Errors in a public page render inside the site shell, so header and footer stay usable.
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />
}
