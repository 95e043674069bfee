import { AuditChecklist } from '@/components/tools/audit-checklist'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('brand-audit')

export default function Page() {
  return (
    <ToolPage
      slug="brand-audit"
      method={
        <>
          <p>
            An early brand is a promise you can keep. The audit checks whether buyers understand it (positioning and
            message), recognise it (visual identity), believe it (proof and trust) and hear the same thing everywhere
            (consistency).
          </p>
          <p>
            Each answer scores yes 2, partly 1 and no 0; a section&apos;s score is its points out of the most its answered
            questions could earn. Every &ldquo;no&rdquo; or &ldquo;partly&rdquo; brings a concrete next step, the weakest section first.
          </p>
        </>
      }
    >
      <AuditChecklist audit="brand" />
    </ToolPage>
  )
}
