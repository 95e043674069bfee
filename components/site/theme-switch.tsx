'use client'

import { useTheme } from 'next-themes'
import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'

/**
 * Switches colours at once instead of animating every transition-colors element through the change: a stylesheet
 * that turns transitions off until the new theme's styles have been computed. (What next-themes'
 * disableTransitionOnChange does, but only on a real change, not on every mount.)
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style')
  style.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.appendChild(style)
  change()
  // The click's update and next-themes' effect (which sets the class) have run by the next frame.
  requestAnimationFrame(() => {
    window.getComputedStyle(document.body)
    setTimeout(() => style.remove(), 1)
  })
}

/**
 * The button of ./theme-toggle.tsx, which draws its icons and labels on the server: the label and icon follow the
 * `dark` class through CSS, not React state, so the server HTML is already right for either theme and nothing
 * changes on hydration.
 */
export function ThemeSwitch({ children }: { children: ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme()
  return (
    <button
      type="button"
      onClick={() => {
        const isDark = resolvedTheme ? resolvedTheme === 'dark' : document.documentElement.classList.contains('dark')
        withoutTransitions(() => setTheme(isDark ? 'light' : 'dark'))
      }}
      className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      data-testid="theme-toggle"
    >
      {children}
    </button>
  )
}
