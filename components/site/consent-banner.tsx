'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { onConsentChange, onOpenConsentSettings, parseConsent, readConsentRaw, setConsent } from '@/lib/consent'

const subscribe = (onChange: () => void) => onConsentChange(() => onChange())
/** undefined = not known yet (server render and hydration). */
const serverSnapshot = (): string | null | undefined => undefined

type Mode = 'summary' | 'customise'

/** Narrower buttons on a phone, where the panel must stay short. */
const PHONE_BUTTON = 'max-md:px-3'

/**
 * Cookie consent, fixed on screen. Shown until the visitor decides; reopened (in customise mode) by the footer's
 * "Cookie settings" button. A region, not a modal dialog: it never traps focus or blocks the page.
 */
export function ConsentBanner() {
  const raw = useSyncExternalStore(subscribe, readConsentRaw, serverSnapshot)
  const known = raw !== undefined
  const consent = known ? parseConsent(raw) : null
  const [reopened, setReopened] = useState(false)
  const [mode, setMode] = useState<Mode>('summary')
  const [analytics, setAnalytics] = useState(false)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const switchRef = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const switchId = useId()

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setAnalytics(parseConsent(readConsentRaw())?.analytics ?? false)
        setMode('customise')
        setReopened(true)
        // After React has rendered the panel, take keyboard users to it.
        requestAnimationFrame(() => switchRef.current?.focus())
      }),
    [],
  )

  const visible = !known || consent === null || reopened
  const panelRef = useRef<HTMLElement>(null)
  // While the panel shows: data-consent-open on <html> and the panel's height as --consent-h, which app/globals.css
  // turns into room for it: the footer's bottom padding on desktop (the legal links scroll clear of it), the scroll
  // padding under the header on a phone. Until the stored choice is known (hydration) the boot script's mark stands:
  // setting and clearing it meanwhile would restyle the whole page twice for nothing.
  useEffect(() => {
    const el = panelRef.current
    if (!known || !visible || !el) return
    const html = document.documentElement
    if (!('consentOpen' in html.dataset)) html.dataset.consentOpen = ''
    // On <html> for the phone's scroll padding and on .site-float for the footer's room from md (app/globals.css).
    const holders = [html, el.closest<HTMLElement>('.site-float')].filter((holder) => holder !== null)
    const observer = new ResizeObserver(() => {
      const height = `${Math.ceil(el.getBoundingClientRect().height)}px`
      for (const holder of holders) holder.style.setProperty('--consent-h', height)
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      for (const holder of holders) holder.style.removeProperty('--consent-h')
      delete html.dataset.consentOpen
    }
  }, [known, visible])
  if (!visible) return null

  const decide = (allowAnalytics: boolean) => {
    setConsent(allowAnalytics)
    document.documentElement.dataset.consentDecided = '1'
    setReopened(false)
    setMode('summary')
    const target = returnFocusTo.current
    returnFocusTo.current = null
    if (target?.isConnected) target.focus()
  }

  return (
    // On a phone under the header, clear of the hero's calls to action and the chat launcher at the bottom, and short
    // (one row of buttons): the home page's hero starts lower while it shows (app/globals.css), and its headline must
    // stay in view below it. From md in the bottom-left corner, clear of the chat launcher in the right one.
    <section
      ref={panelRef}
      role="region"
      aria-label="Cookie consent"
      data-consent-panel=""
      data-consent-prehydration={known ? undefined : ''}
      className="fixed inset-x-3 top-[calc(var(--banner-h)+var(--header-h)+0.5rem)] z-50 sm:inset-x-6 md:top-auto md:right-auto md:bottom-6 md:left-6 md:w-[28rem]"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl shadow-slate-900/15 md:p-5 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40">
        <h2 id={headingId} className="text-sm font-semibold text-slate-950 md:text-base dark:text-white">
          Your privacy choices
        </h2>
        <p className="mt-1 text-sm leading-5 text-slate-600 md:mt-2 md:leading-6 dark:text-slate-300">
          We use essential cookies to run this site, and analytics cookies only if you allow them. Read our{' '}
          {/* No prefetch: the panel shows on every first visit, and prefetching the static policy page fetched and
              parsed its layout segments again (~170 kB of RSC data, 50–100 ms of main-thread work) for a link few
              visitors follow. */}
          <Link href="/cookie-policy" prefetch={false} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800 dark:text-indigo-300 dark:hover:text-indigo-200">
            Cookie Policy
          </Link>
          .
        </p>

        {mode === 'customise' && (
          <fieldset className="mt-4 space-y-3" aria-describedby={headingId}>
            <legend className="sr-only">Cookie categories</legend>
            <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <div>
                <p className="text-sm font-medium text-slate-900 dark:text-white">Essential cookies</p>
                <p className="text-xs leading-5 text-slate-600 dark:text-slate-300">Security, sign-in and remembering your privacy settings.</p>
              </div>
              <span className="mt-0.5 shrink-0 rounded-full bg-slate-200 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                Always on
              </span>
            </div>
            <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <div>
                <label htmlFor={switchId} className="text-sm font-medium text-slate-900 dark:text-white">
                  Analytics cookies
                </label>
                <p id={`${switchId}-hint`} className="text-xs leading-5 text-slate-600 dark:text-slate-300">
                  Anonymous statistics about visits and page use.
                </p>
              </div>
              <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
                <input
                  ref={switchRef}
                  id={switchId}
                  type="checkbox"
                  role="switch"
                  aria-describedby={`${switchId}-hint`}
                  checked={analytics}
                  onChange={(event) => setAnalytics(event.target.checked)}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 rounded-full bg-slate-500 transition-colors peer-checked:bg-indigo-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-checked:[&>span]:translate-x-5 dark:peer-focus-visible:outline-indigo-400 motion-reduce:transition-none"
                >
                  <span className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none" />
                </span>
              </span>
            </div>
          </fieldset>
        )}

        <div className="mt-3 flex flex-wrap gap-2 md:mt-4">
          {mode === 'summary' ? (
            <>
              <Button size="sm" className={PHONE_BUTTON} onClick={() => decide(true)}>
                Accept all
              </Button>
              <Button size="sm" variant="secondary" className={PHONE_BUTTON} onClick={() => decide(false)}>
                {/* "Reject" on a phone, so the three buttons fit one row; the name stays whole for screen readers. */}
                <span>
                  Reject<span className="max-md:sr-only"> non-essential</span>
                </span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className={PHONE_BUTTON}
                onClick={() => {
                  setAnalytics(consent?.analytics ?? false)
                  setMode('customise')
                }}
              >
                Customise
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" onClick={() => decide(analytics)}>
                Save choices
              </Button>
              <Button size="sm" variant="secondary" onClick={() => decide(true)}>
                Accept all
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
