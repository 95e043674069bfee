import Link from 'next/link'
import type { ComponentProps } from 'react'
import { clsx } from 'clsx'

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'ghostOnDark'
type Size = 'sm' | 'md' | 'lg' | 'icon'

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0'

// Text colours are chosen for WCAG AA (>= 4.5:1) in both themes: white on indigo-600 is 6.3:1.
const variants: Record<Variant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm shadow-indigo-600/20 hover:bg-indigo-700 active:bg-indigo-800',
  secondary:
    'border border-slate-300 bg-white/70 text-slate-900 hover:border-slate-400 hover:bg-white dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-900',
  ghost: 'text-slate-700 hover:bg-slate-900/5 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white',
  inverse: 'bg-white text-slate-950 hover:bg-slate-100',
  ghostOnDark: 'text-white hover:bg-white/10',
}

const sizes: Record<Size, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
}

/**
 * Joined with clsx, not tailwind-merge: this runs in client components too, and tailwind-merge would add ~7 kB
 * (gzip) to every page. So className must only add classes, never restate a property the variant sets.
 */
export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: Variant; size?: Size; className?: string } = {}) {
  return clsx(base, variants[variant], sizes[size], className)
}

type StyleProps = { variant?: Variant; size?: Size }

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />
}
