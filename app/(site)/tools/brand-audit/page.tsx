import { AuditChecklist } from '@/components/tools/audit-checklist'
import { ToolPage, toolMetadata, toolSearch, type ToolPageProps } from '@/components/tools/kit/tool-page'
import { BRAND_AUDIT } from '@/config/content/audits'
import { TOOL_METHODS } from '@/config/content/tools'

export const metadata = toolMetadata('brand-audit')

export default async function Page(props: ToolPageProps) {
  const search = await toolSearch(props)
  return (
    <ToolPage slug="brand-audit" method={TOOL_METHODS['brand-audit'].map((p) => <p key={p}>{p}</p>)}>
      <AuditChecklist search={search} audit={BRAND_AUDIT} />
    </ToolPage>
  )
}
