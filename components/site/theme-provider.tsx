'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'

/**
 * Class-based dark mode, stored in localStorage ('theme'), following the system until the visitor chooses.
 * Not disableTransitionOnChange: next-themes applies the theme twice on mount, and with that option each time adds and
 * removes a global stylesheet and forces a style recalculation of the whole page — measured 30–40 ms of main-thread
 * work right after hydration (×4 under Lighthouse's CPU throttling). The toggle suppresses transitions itself, only
 * when the theme really changes (see theme-toggle.tsx).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </NextThemesProvider>
  )
}
