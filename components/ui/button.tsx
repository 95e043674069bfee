import Link from 'next/link'
import type { ComponentProps } from 'react'
import { clsx } from 'clsx'

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'ghostOnDark'
type Size = 'sm' | 'md' | 'lg' | 'icon'

// The classes themselves are component classes in app/globals.css (.btn, .btn-<variant>, .btn-<size>): one short
// name per button in the HTML and the RSC payload instead of ~250 characters of utilities.
const variants: Record<Variant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  inverse: 'btn-inverse',
  ghostOnDark: 'btn-ghost-on-dark',
}

const sizes: Record<Size, string> = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg', icon: 'btn-icon' }

/**
 * Joined with clsx, not tailwind-merge: this runs in client components too, and tailwind-merge would add ~7 kB
 * (gzip) to every page. So className must only add classes, never restate a property the variant sets.
 */
export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: Variant; size?: Size; className?: string } = {}) {
  return clsx('btn', variants[variant], sizes[size], className)
}

type StyleProps = { variant?: Variant; size?: Size }

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />
}
