import fs from 'node:fs/promises'
import path from 'node:path'
import { requireAdminApi } from '@/lib/auth/guard'
import { isInvitationKey } from '@/lib/auth/invitation'
import { can } from '@/lib/auth/permissions'
import { getDb } from '@/lib/db/client'
import { getJob } from '@/lib/db/queries/jobs'
import { downloadHeaders } from '@/lib/http/download'
import { mailDir } from '@/lib/mail/mailer'

export const dynamic = 'force-dynamic'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * GET /api/admin/mail/{job id} — a kept message (no SMTP configured) as an .eml file, for accounts that may read the
 * e-mail log; an invitation's only for those who manage accounts.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await requireAdminApi(request, 'mail')
  if (session instanceof Response) return session
  const { id } = await params
  // The id names a file: only a job id's shape may reach the file system.
  if (!UUID.test(id)) return new Response('Not found', { status: 404 })
  // An invitation's copy holds a live set-password link: it is for those who manage accounts alone.
  if (!can(session.role, 'accounts') && isInvitationKey((await getJob(await getDb(), id))?.key)) {
    const refused = await requireAdminApi(request, 'accounts')
    if (refused instanceof Response) return refused
  }
  try {
    const eml = await fs.readFile(path.join(mailDir(), `${id}.eml`))
    return new Response(eml, { headers: downloadHeaders('message/rfc822', `message-${id}.eml`) })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
