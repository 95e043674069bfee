import { Mail, MapPin, Phone } from '@/components/ui/icons'
import { siteConfig } from '@/config/site'
import { textLinkClass } from './link-button'

/** mailto: link with an optional subject and pre-filled body (RFC 6068: percent-encoded, CRLF line breaks). */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}` : '',
  ].filter(Boolean)
  return params.length ? `mailto:${email}?${params.join('&')}` : `mailto:${email}`
}

/** How to reach the studio now: e-mail, phone and post, all from siteConfig(). */
export function ContactOptions({ subject, className }: { subject?: string; className?: string }) {
  const site = siteConfig()
  const items = [
    { icon: Mail, label: 'E-mail', value: site.email, href: mailtoHref(site.email, subject) },
    { icon: Phone, label: 'Phone', value: site.phone, href: site.phoneHref },
    { icon: MapPin, label: 'Office', value: site.addressLine, href: undefined },
  ]
  return (
    <ul className={className ?? 'grid gap-4 sm:grid-cols-3'}>
      {items.map(({ icon: Icon, label, value, href }) => (
        <li key={label} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <Icon aria-hidden="true" className="mt-0.5 size-5 flex-none text-indigo-600 dark:text-indigo-400" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-950 dark:text-white">{label}</p>
            <div className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">
              {href ? (
                <a href={href} className={textLinkClass}>
                  {value}
                </a>
              ) : (
                <address className="not-italic">{value}</address>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
