import { getDb } from '@/lib/db/client'
import { backToPage, plain, readLinkPost } from '@/lib/newsletter/link-request'
import { confirmByToken } from '@/lib/newsletter/links'
import { CONFIRM_PAGE } from '@/lib/newsletter/messages'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

/** POST /api/newsletter/confirm — the confirmation page's button; answered with the page, which shows the outcome. */
export async function POST(request: Request) {
  const { token } = await readLinkPost(request)
  try {
    await confirmByToken(await getDb(), token)
  } catch (err) {
    log('newsletter').error(`confirmation failed: ${errorMessage(err)}`)
    return plain(503, 'We could not confirm your subscription right now. Please go back and try again in a minute.')
  }
  return backToPage(request, CONFIRM_PAGE, token)
}
