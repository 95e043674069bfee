import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn'

type Variant = 'primary' | 'secondary' | 'inverse' | 'ghost-inverse'

// White on indigo-600 is 6.3:1 and slate-950 on white 19:1: both pass WCAG AA in light and dark themes.
const variants: Record<Variant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm shadow-indigo-600/20 hover:bg-indigo-700',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-800',
  inverse: 'bg-white text-slate-950 hover:bg-slate-100',
  'ghost-inverse': 'text-white ring-1 ring-white/30 hover:bg-white/10',
}

export function linkButtonClasses(variant: Variant = 'primary', className?: string): string {
  return cn(
    'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold whitespace-nowrap transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    className,
  )
}

type Props = { href: string; variant?: Variant; className?: string; children: ReactNode } & Omit<ComponentProps<'a'>, 'href'>

/** A link styled as a button: next/link for site routes, a plain anchor for mailto:, tel: and other schemes. */
export function LinkButton({ href, variant, className, children, ...rest }: Props) {
  const classes = linkButtonClasses(variant, className)
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link href={href} className={classes} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={classes} {...rest}>
      {children}
    </a>
  )
}

/** Inline text link in body copy; underlined so it is distinguishable without colour. */
export const textLinkClass =
  'font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900 hover:decoration-indigo-600 dark:text-indigo-300 dark:decoration-indigo-500 dark:hover:text-indigo-200'
