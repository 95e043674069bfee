import Link from 'next/link'
import type { ComponentProps } from 'react'
import { clsx } from 'clsx'
import { prefetchProp } from './prefetch'

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outlineOnDark'
type Size = 'sm' | 'md' | 'lg' | 'icon'

// The classes themselves are component classes in app/globals.css (.btn, .btn-<variant>, .btn-<size>): one short
// name per button in the HTML and the RSC payload instead of ~250 characters of utilities.
const variants: Record<Variant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  inverse: 'btn-inverse',
  outlineOnDark: 'btn-outline-on-dark',
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

type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> & StyleProps & { href: string; prefetch?: false }

/**
 * A link that looks like a button: next/link for the site's own pages (prefetch unless `prefetch={false}`, client
 * navigation), a plain anchor for mailto:, tel: and other sites.
 */
export function ButtonLink({ variant, size, className, href, prefetch, ...props }: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, className })
  if (href.startsWith('/') || href.startsWith('#')) return <Link href={href} {...prefetchProp(prefetch)} className={classes} {...props} />
  return <a href={href} className={classes} {...props} />
}
