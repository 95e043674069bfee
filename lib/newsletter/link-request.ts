import 'server-only'

/** The form a link page's button posts: its token, and whether the visitor's browser should be sent back. */
export type LinkPost = { token: string | null; toPage: boolean }

/** Field the pages' forms add so that the answer is the page again rather than the one-click answer. */
export const RETURN_FIELD = 'return'

/**
 * Reads a POST from a link page's form or a mail client's one-click unsubscribe (RFC 8058 sends the token in the
 * URL and `List-Unsubscribe=One-Click` as a form body). A body that is not a form is fine: the URL may carry all.
 */
export async function readLinkPost(request: Request): Promise<LinkPost> {
  const fromUrl = new URL(request.url).searchParams.get('token')
  let form: FormData | null = null
  try {
    form = await request.formData()
  } catch {
    // No body, or not a form: the one-click POST of some clients.
  }
  const fromForm = form?.get('token')
  return { token: typeof fromForm === 'string' && fromForm ? fromForm : fromUrl, toPage: form?.get(RETURN_FIELD) === 'page' }
}

/** Back to the page that shows the outcome: 303, so the browser GETs it (a reload does not post again). */
export function backToPage(request: Request, page: string, token: string | null): Response {
  const url = new URL(page, request.url)
  if (token) url.searchParams.set('token', token)
  return new Response(null, { status: 303, headers: { Location: url.pathname + url.search, 'Cache-Control': 'no-store' } })
}

export function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}
