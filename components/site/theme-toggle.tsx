import { Moon, Sun } from '@/components/ui/icons'
import { ThemeSwitch } from './theme-switch'

/**
 * The light/dark switch of the site's and the admin's header. Its icons come from the sprite and its labels are drawn
 * here, on the server: the client bundle carries only the button's behaviour, not lucide's icon components.
 */
export function ThemeToggle() {
  return (
    <ThemeSwitch>
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </ThemeSwitch>
  )
}
