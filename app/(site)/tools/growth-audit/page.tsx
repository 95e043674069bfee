import { AuditChecklist } from '@/components/tools/audit-checklist'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('growth-audit')

export default function Page() {
  return (
    <ToolPage
      slug="growth-audit"
      method={
        <>
          <p>
            The audit follows a customer&apos;s path through your business: how they find you (acquisition), first get value
            (activation), stay (retention), pay (revenue) and bring others (referral). A weak early stage caps every stage
            after it, so fix the weakest first.
          </p>
          <p>
            Each answer scores yes 2, partly 1 and no 0; a section&apos;s score is its points out of the most its answered
            questions could earn. Every &ldquo;no&rdquo; or &ldquo;partly&rdquo; brings a concrete next step, the weakest section first.
          </p>
        </>
      }
    >
      <AuditChecklist audit="growth" />
    </ToolPage>
  )
}
