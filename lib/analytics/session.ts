/**
 * The analytics session id (browser only): one per tab session, kept in sessionStorage. The tracker sends it with
 * its events, and the site's forms record it as a submission's metadata.sessionId — only when the visitor allowed
 * analytics (lib/consent.ts), so the two can be joined for visitors who agreed and for no one else.
 */
const SESSION_KEY = 'analytics-session'

export function analyticsSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY)
    if (!id) {
      id = crypto.randomUUID()
      sessionStorage.setItem(SESSION_KEY, id)
    }
    return id
  } catch {
    return 'no-storage-session'
  }
}
