import { AuditChecklist } from '@/components/tools/audit-checklist'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { GROWTH_AUDIT } from '@/config/content/audits'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('growth-audit')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="growth-audit" method={TOOL_METHODS['growth-audit'].map((p) => <p key={p}>{p}</p>)}>
      <AuditChecklist search={search} audit={GROWTH_AUDIT} />
    </ToolPage>
  )
}
