'use client'

import { Moon, Sun } from 'lucide-react'
import { useTheme } from 'next-themes'
import { buttonClasses } from '@/components/ui/button'

/**
 * The label and icon follow the `dark` class through CSS, not React state, so the server HTML is already right for
 * either theme and nothing changes on hydration.
 */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme()
  return (
    <button
      type="button"
      onClick={() => {
        const isDark = resolvedTheme ? resolvedTheme === 'dark' : document.documentElement.classList.contains('dark')
        setTheme(isDark ? 'light' : 'dark')
      }}
      className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      data-testid="theme-toggle"
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </button>
  )
}
