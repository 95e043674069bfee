import { getDb } from '@/lib/db/client'
import { backToPage, plain, readLinkPost } from '@/lib/newsletter/link-request'
import { confirmByToken } from '@/lib/newsletter/links'
import { CONFIRM_PAGE } from '@/lib/newsletter/messages'

export const dynamic = 'force-dynamic'

/** POST /api/newsletter/confirm — the confirmation page's button; answered with the page, which shows the outcome. */
export async function POST(request: Request) {
  const { token } = await readLinkPost(request)
  try {
    await confirmByToken(await getDb(), token)
  } catch (err) {
    console.error(`[newsletter] confirmation failed: ${err instanceof Error ? err.message : String(err)}`)
    return plain(503, 'We could not confirm your subscription right now. Please go back and try again in a minute.')
  }
  return backToPage(request, CONFIRM_PAGE, token)
}
