import { AuditChecklist } from '@/components/tools/audit-checklist'
import { AUDIT_SCORING } from '@/config/content/audits'
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
          <p>{AUDIT_SCORING}</p>
        </>
      }
    >
      <AuditChecklist audit="brand" />
    </ToolPage>
  )
}
