'use client'

import { useEffect, useRef, useState } from 'react'
import { useTheme } from 'next-themes'
import { TOAST_DURATION, TOAST_EVENT, type ToastDetail } from '@/lib/forms/client/toast'

type Sonner = typeof import('sonner')

function fire(sonner: Sonner, { kind, message, duration, description }: ToastDetail) {
  const options = { duration: duration ?? (kind === 'message' ? TOAST_DURATION.default : TOAST_DURATION[kind]), description }
  if (kind === 'success') sonner.toast.success(message, options)
  else if (kind === 'error') sonner.toast.error(message, options)
  else sonner.toast(message, options)
}

/**
 * The site's one toaster (top-right, 5 s by default). sonner (~10 kB gzip) is imported on the first toast, so pages
 * that never show one never load it; toasts asked for while it loads are shown once it has mounted.
 */
export function LazyToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const loaded = useRef<Sonner | null>(null)
  const queue = useRef<ToastDetail[]>([])
  const { resolvedTheme } = useTheme()

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastDetail>).detail
      if (loaded.current) return fire(loaded.current, detail)
      queue.current.push(detail)
      void import('sonner').then((mod) => {
        loaded.current = mod
        setSonner(mod)
      })
    }
    window.addEventListener(TOAST_EVENT, onToast)
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  // Runs after the Toaster below has mounted and subscribed (children's effects run first).
  useEffect(() => {
    if (!sonner) return
    for (const detail of queue.current.splice(0)) fire(sonner, detail)
  }, [sonner])

  if (!sonner) return null
  const { Toaster } = sonner
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION.default}
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      richColors
      closeButton
      offset={{ top: 'calc(var(--banner-h) + var(--header-h) + 0.75rem)' }}
      mobileOffset={{ top: 'calc(var(--banner-h) + var(--header-h) + 0.5rem)' }}
    />
  )
}
