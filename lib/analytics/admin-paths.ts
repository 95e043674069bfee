/**
 * Admin pages are never recorded: their URLs name submissions, filters and ids the team works on.
 * Shared by the tracker (browser) and /api/analytics (server), so a tracker of an older build or a hand-made beacon
 * is filtered the same way.
 */

// app/(admin): /admin/… and /blog/manage/…; a path only, or a full URL (a referrer, an absolute href). A founder's
// status page and its copy (/apply/status/<token>…) are kept out the same way: their path is a private link.
const ADMIN_PATH = /^(?:[a-z][a-z\d+.-]*:\/\/[^/?#]*)?\/(?:admin|blog\/manage|apply\/status)(?=[/?#]|$)/i

export function isAdminUrl(value: string): boolean {
  return ADMIN_PATH.test(value.trim())
}

type Scalar = string | number | boolean | null
type Event<T> = { data: Record<string, Scalar> } & T

/** The events minus those on an admin page (their `path`); any other admin URL in a value becomes null. */
export function withoutAdminUrls<T>(events: readonly Event<T>[]): Event<T>[] {
  return events
    .filter((e) => !(typeof e.data.path === 'string' && isAdminUrl(e.data.path)))
    .map((e) => ({
      ...e,
      data: Object.fromEntries(Object.entries(e.data).map(([k, v]) => [k, typeof v === 'string' && isAdminUrl(v) ? null : v])),
    }))
}
