import { ArrowRight, Mail, MapPin, Phone } from '@/components/ui/icons'
import Link from 'next/link'
import { prefetchProp } from '@/components/ui/prefetch'
import { cache } from 'react'
import { BLOG_FEEDS } from '@/config/feeds'
import { siteConfig } from '@/lib/site'
import { DEFER_RENDER } from '@/components/content/container'
import { APPLY_LINK, FOOTER_QUICK_LINKS, FOOTER_SERVICE_LINKS, LEGAL_LINKS, type NavLink } from '@/config/nav'
import { CookieSettingsButton } from './cookie-settings-button'
import { LogoMark } from './logo'
import { NewsletterSlot } from './newsletter-slot'
import { ScrollToTopLinks } from './scroll-to-top-links'
import { SocialIcon } from './social-icons'

const linkClass = 'footer-link'

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} {...prefetchProp(link.prefetch)} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Copyright, legal links and cookie settings: the foot of every page, and all of the compact footer. Built once per
 * request, so the compact footer's copy (in every page's RSC payload, see site-shell.tsx) and the full footer's are the
 * same elements, written once.
 */
const FooterLegalBar = cache(function FooterLegalBar() {
  const site = siteConfig()
  const year = new Date().getFullYear()
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 py-8 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      <p className="footer-text">
        © {year} {site.legalName}. All rights reserved.
      </p>
      <nav aria-label="Legal">
        <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
          {LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <CookieSettingsButton className={`${linkClass} cursor-pointer`} />
          </li>
        </ul>
      </nav>
    </div>
  )
})

/**
 * The compact footer of app/not-found.tsx: that page is a boundary of the root layout, so its whole tree is part of
 * every page's RSC payload; the full footer there cost ~12 kB a page.
 */
export function CompactFooter() {
  return (
    <footer className="bg-slate-50 pb-(--float-h) dark:bg-slate-900/60">
      <div className="frame">
        {FooterLegalBar()}
      </div>
    </footer>
  )
}

export function SiteFooter() {
  const site = siteConfig()
  return (
    // Bottom padding the height of the floating controls (app/globals.css), so the last links scroll clear of them.
    <footer className="border-t border-slate-200 bg-slate-50 pb-(--float-h) dark:border-slate-800 dark:bg-slate-900/60">
      {/* Deferred like the page bands; not on <footer> itself, whose fixed Apply button must stay viewport-fixed. */}
      <ScrollToTopLinks className={`frame ${DEFER_RENDER}`}>
        <div className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            {/* Home is not prefetched, as in the header's logo link (site-header.tsx). */}
            <Link href="/" prefetch={false} className="inline-flex items-center gap-2.5 rounded-lg text-slate-950 dark:text-white">
              <LogoMark idPrefix="footer" className="size-8" />
              <span className="text-base font-semibold tracking-tight">{site.name}</span>
            </Link>
            <p className="footer-text mt-4 max-w-sm leading-6">{site.blurb}</p>
            <ul className="mt-6 flex gap-2" aria-label="Social media">
              {site.socials.map((social) => (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${social.label} (opens in a new tab)`}
                    className="social-link"
                  >
                    <SocialIcon label={social.label} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-8 lg:col-span-4">
            <LinkList title="Company" links={FOOTER_QUICK_LINKS} />
            <LinkList title="Services" links={FOOTER_SERVICE_LINKS} />
          </div>

          <div className="md:col-span-2 lg:col-span-4">
            <h2 className="footer-heading">Newsletter</h2>
            <p className="footer-text mt-4 leading-6">
              Field notes on agentic AI, multi-agent systems and the founders building with them. One e-mail a month.
            </p>
            <NewsletterSlot />
            <p className="footer-text mt-4">
              Or follow the blog in a feed reader:{' '}
              {BLOG_FEEDS.map((feed, i) => (
                <span key={feed.path}>
                  {i > 0 ? ' · ' : null}
                  {/* A plain link: the router would try to render an XML document as a page. */}
                  <a href={feed.path} type={feed.type} className={linkClass}>
                    {feed.label}
                  </a>
                </span>
              ))}
            </p>
            <address className="footer-text mt-8 space-y-3 not-italic">
              <p className="flex gap-3">
                <MapPin className="footer-icon" />
                <span>{site.addressLine}</span>
              </p>
              <p className="flex gap-3">
                <Phone className="footer-icon" />
                <a href={site.phoneHref} className={linkClass}>
                  {site.phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail className="footer-icon" />
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </p>
            </address>
          </div>
        </div>

        {FooterLegalBar()}
      </ScrollToTopLinks>

      {/* Phones only: the header's Apply Now is hidden below md. Inside the footer so it sits in a landmark. Not on the
          apply pages, and out of the way while a form field has focus (.apply-fab in app/globals.css). */}
      <Link
        href={APPLY_LINK.href}
        {...prefetchProp(APPLY_LINK.prefetch)}
        data-testid="apply-fab"
        className="apply-fab apply-fab-look"
      >
        {APPLY_LINK.label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </footer>
  )
}
