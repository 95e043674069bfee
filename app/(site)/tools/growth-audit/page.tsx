import { AuditChecklist } from '@/components/tools/audit-checklist'
import { AUDIT_SCORING } from '@/config/content/audits'
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
          <p>{AUDIT_SCORING}</p>
        </>
      }
    >
      <AuditChecklist audit="growth" />
    </ToolPage>
  )
}
