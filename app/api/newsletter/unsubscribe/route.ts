import { getDb } from '@/lib/db/client'
import { backToPage, plain, readLinkPost } from '@/lib/newsletter/link-request'
import { unsubscribeByToken } from '@/lib/newsletter/links'
import { UNSUBSCRIBE_PAGE } from '@/lib/newsletter/messages'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

/**
 * POST /api/newsletter/unsubscribe?token=… — the unsubscribe page's button, and the one-click unsubscribe mail
 * clients send from List-Unsubscribe (RFC 8058; no Origin, no cookie: the signed token is the authority). The page's
 * form is answered with the page again; a mail client with a short plain answer.
 */
export async function POST(request: Request) {
  const { token, toPage } = await readLinkPost(request)
  let outcome: Awaited<ReturnType<typeof unsubscribeByToken>>
  try {
    outcome = await unsubscribeByToken(await getDb(), token)
  } catch (err) {
    log('newsletter').error(`unsubscribe failed: ${errorMessage(err)}`)
    return plain(503, 'We could not unsubscribe you right now. Please try again in a minute.')
  }
  if (toPage) return backToPage(request, UNSUBSCRIBE_PAGE, token)
  return outcome === 'unknown' ? plain(400, 'This unsubscribe link is not valid.') : plain(200, 'You are unsubscribed.')
}
