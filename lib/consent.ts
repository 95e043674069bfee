/**
 * The visitor's cookie choice, kept in localStorage. Framework-free on purpose: analytics code and the consent
 * banner both read it, and neither should need React to do so. Every function is safe to call on the server
 * (it then reports "no choice").
 */

export type Consent = { version: 1; analytics: boolean; decidedAt: string }

export const CONSENT_STORAGE_KEY = 'consent'
export const CONSENT_VERSION = 1
/** Fired on window with the new Consent as detail whenever the choice changes (also from another tab). */
export const CONSENT_CHANGE_EVENT = 'consentchange'
/** Fired on window to ask the consent banner to open its settings (the footer's "Cookie settings" button). */
export const CONSENT_OPEN_EVENT = 'consentopen'

export function parseConsent(raw: string | null): Consent | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (
      typeof value === 'object' &&
      value !== null &&
      'version' in value &&
      value.version === CONSENT_VERSION &&
      'analytics' in value &&
      typeof value.analytics === 'boolean' &&
      'decidedAt' in value &&
      typeof value.decidedAt === 'string'
    ) {
      return { version: CONSENT_VERSION, analytics: value.analytics, decidedAt: value.decidedAt }
    }
  } catch {
    // A malformed entry counts as no choice: the visitor is asked again.
  }
  return null
}

/** The raw stored string; stable between calls, so it can serve as a React external-store snapshot. */
export function readConsentRaw(): string | null {
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    return null // storage blocked (privacy mode, sandboxed iframe)
  }
}

export function getConsent(): Consent | null {
  return parseConsent(readConsentRaw())
}

/** True only when the visitor has said yes to analytics; the one question analytics code needs answered. */
export function analyticsAllowed(): boolean {
  return getConsent()?.analytics === true
}

export function setConsent(analytics: boolean): Consent {
  const consent: Consent = { version: CONSENT_VERSION, analytics, decidedAt: new Date().toISOString() }
  if (typeof window === 'undefined') return consent
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent))
  } catch {
    // Not persisted; the choice still applies to this page view through the event below.
  }
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }))
  return consent
}

/** Calls cb with the new choice whenever it changes, in this tab or another. Returns the unsubscribe function. */
export function onConsentChange(cb: (consent: Consent | null) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const onChange = (event: Event) => cb((event as CustomEvent<Consent>).detail ?? getConsent())
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) cb(getConsent())
  }
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

export function openConsentSettings(): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT))
}

export function onOpenConsentSettings(cb: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener(CONSENT_OPEN_EVENT, cb)
  return () => window.removeEventListener(CONSENT_OPEN_EVENT, cb)
}
