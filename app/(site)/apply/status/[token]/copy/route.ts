import { siteConfig } from '@/lib/site'
import { founderCopyByToken } from '@/lib/db/queries/application-status'
import { applicationCopyText } from '@/lib/forms/application-copy'
import { byStatusToken } from '@/lib/pipeline/founder-view'

export const dynamic = 'force-dynamic'

/**
 * The founder's copy of their application as a text file, behind the status link's token: works
 * without JavaScript, always an attachment, never kept by a shared cache. An unknown token is a plain 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const copy = await byStatusToken(token, founderCopyByToken)
  if (!copy) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })
  return new Response(applicationCopyText(copy, siteConfig().name), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="application-${copy.reference}.txt"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  })
}
