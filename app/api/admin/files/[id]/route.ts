import { recordAudit } from '@/lib/audit/log'
import { requireAdminApi } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { downloadHeaders } from '@/lib/files/download'
import { openStoredFile } from '@/lib/files/store'
import { problem } from '@/lib/http/json'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

/**
 * GET /api/admin/files/{id}: an uploaded file (the pitch deck) for a signed-in admin, always as an attachment. The
 * id is the file row's random UUID; without a session the answer is 401 whatever the id.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await requireAdminApi(request, 'submissions')
  if (session instanceof Response) return session
  const { id } = await params
  const db = await getDb()
  let opened: Awaited<ReturnType<typeof openStoredFile>>
  try {
    opened = await openStoredFile(db, id)
  } catch (err) {
    log('files').error(`could not open file ${id}: ${errorMessage(err)}`)
    return problem(502, 'The file could not be fetched from storage. Please try again later.')
  }
  if (!opened) return problem(404, 'No such file.')
  const { file, body } = opened
  await recordAudit({
    action: 'submission.file-download',
    category: 'admin',
    outcome: 'success',
    details: { fileId: file.id, submissionId: file.submissionId, bytes: file.sizeBytes },
    userId: session.userId,
    sessionId: session.jti,
  })
  const bytes = Buffer.isBuffer(body) ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : body
  return new Response(bytes, { headers: downloadHeaders(file.fileName, file.sizeBytes) })
}
