'use client'

import { lazy, Suspense } from 'react'

// The error boundaries are part of every page's first load; the screen itself (icons, debug box) is fetched only
// when an error is actually shown, which keeps ~5 kB gzip off every public page (the JavaScript budget).
const ErrorScreen = lazy(() => import('@/components/site/error-screen').then((m) => ({ default: m.ErrorScreen })))

export function LazyErrorScreen(props: { error: unknown; retry: () => void; standalone?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  )
}
