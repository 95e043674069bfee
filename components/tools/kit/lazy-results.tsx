'use client'

import { Suspense, useMemo, type ReactNode } from 'react'

/**
 * A tool's results panel from its own chunk (React.lazy), fetched after the page's first load: the server renders
 * it in full, and the browser hydrates it once its code has arrived, leaving the server's markup in place until then.
 * The element is kept while the inputs are unchanged, so the tool's other re-renders (the share link, the copied
 * state) do not reach the not-yet-hydrated panel, which React would otherwise blank and render anew.
 */
export function useLazyResults<V>(values: V, render: (values: V) => ReactNode): ReactNode {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- render derives everything from values
  return useMemo(() => <Suspense fallback={null}>{render(values)}</Suspense>, [values])
}
