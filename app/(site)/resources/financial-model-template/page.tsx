import { Download } from '@/components/ui/icons'
import { GuidePage } from '@/components/content/guide-page'
import { buttonClasses } from '@/components/ui/button'
import { FINANCIAL_MODEL_TEMPLATE_CSV, FINANCIAL_MODEL_TEMPLATE_DOWNLOAD, guideBySlug } from '@/config/content/guides'
import { buildMetadata } from '@/lib/seo'

const guide = guideBySlug('financial-model-template')

export const metadata = buildMetadata({ title: guide.title, description: guide.description, path: guide.path })

export default function Page() {
  return (
    <GuidePage
      guide={guide}
      extra={
        <p>
          {/* A file, not a page: a plain link with download so the browser saves it instead of navigating. */}
          <a href={FINANCIAL_MODEL_TEMPLATE_CSV} download="financial-model-template.csv" className={buttonClasses({ variant: 'primary' })}>
            <Download aria-hidden="true" />
            {FINANCIAL_MODEL_TEMPLATE_DOWNLOAD}
          </a>
        </p>
      }
    />
  )
}
