import { card, muted, sectionTitle, textLink } from './styles'
import { formatUtc } from './format'
import { getDb } from '@/lib/db/client'
import { listSubmissionFiles } from '@/lib/db/queries/submission-files'
import { formatFileSize } from '@/lib/files/deck'


/**
 * The files uploaded with a submission (the pitch deck): name, size and a download link. The link is the admin
 * route that answers with an attachment; the file is never shown inline here.
 */
export async function SubmissionFiles({ submissionId }: { submissionId: string }) {
  const files = await listSubmissionFiles(await getDb(), submissionId)
  if (files.length === 0) return null
  return (
    <section className={card} aria-labelledby="files-title" data-testid="submission-files">
      <h2 id="files-title" className={sectionTitle}>
        Pitch deck
      </h2>
      <ul className="mt-2 space-y-2">
        {files.map((file) => (
          <li key={file.id} className="text-sm text-slate-800 dark:text-slate-200">
            <a href={`/api/admin/files/${file.id}`} download className={textLink}>
              Download {file.fileName}
            </a>{' '}
            <span className={muted}>
              · PDF, {formatFileSize(file.sizeBytes)} · uploaded {formatUtc(file.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
