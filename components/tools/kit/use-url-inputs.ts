'use client'

import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { readQuery, writeQuery } from './url-query'

/** A tool's props from its server page: the query string of the address it was opened with. */
export type SharedSearch = { search?: string }

/**
 * A tool's field texts, kept in the address so a result can be shared or bookmarked. The server page reads the query
 * and passes it as `search`, so a shared link's HTML already holds its numbers and results: no default numbers first.
 * Writes use replaceState — typing must not fill the back button's history — and keep only values that differ from
 * the defaults, so the plain page address stays plain.
 */
export function useUrlInputs<K extends string>(defaults: Record<K, string>, search = '') {
  const defaultsRef = useRef(defaults)
  const [values, setValues] = useState<Record<K, string>>(() => readQuery(search, defaults))
  const currentRef = useRef(values)
  const [shareUrl, setShareUrl] = useState('')

  useEffect(() => {
    // The server rendered the query it was given; the address may still say more (a page served from a cache).
    const fromQuery = readQuery(window.location.search, defaultsRef.current)
    if (writeQuery(fromQuery, defaultsRef.current) !== writeQuery(currentRef.current, defaultsRef.current)) {
      currentRef.current = fromQuery
      // A transition, and none at all when the server already rendered these values: a tool's results are hydrated once
      // their code has arrived after the page's (kit/lazy-results.tsx), and an urgent update before then would swap
      // them for a blank.
      startTransition(() => setValues(fromQuery))
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is browser-only, read once after hydration
    setShareUrl(window.location.href)
  }, [])

  const update = useCallback((next: Record<K, string>) => {
    currentRef.current = next
    setValues(next)
    const query = writeQuery(next, defaultsRef.current)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`)
    setShareUrl(window.location.href)
  }, [])

  const set = useCallback((name: K, value: string) => update({ ...currentRef.current, [name]: value }), [update])
  const reset = useCallback(() => update({ ...defaultsRef.current }), [update])

  return useMemo(() => ({ values, set, reset, shareUrl }), [values, set, reset, shareUrl])
}
