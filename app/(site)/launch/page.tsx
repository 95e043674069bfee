import { Container } from '@/components/content/container'
import { PageHeader } from '@/components/content/page-header'
import { LaunchBuilder } from '@/components/launch/launch-builder'
import { LinkedCopy } from '@/components/content/linked-copy'
import { LAUNCH_PAGE, LAUNCH_SUMMARY } from '@/config/content/launch'
import { MODULES } from '@/lib/launch/modules'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(LAUNCH_SUMMARY))

export default function LaunchPage() {
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          eyebrow={LAUNCH_PAGE.eyebrow}
          title={LAUNCH_PAGE.title}
          lead={LAUNCH_PAGE.lead}
          trail={[{ name: LAUNCH_SUMMARY.title, path: LAUNCH_SUMMARY.path }]}
        />
      </div>
      <Container className="py-12 sm:py-16">
        <LaunchBuilder modules={MODULES} />
        <p className="mt-12 max-w-3xl text-sm leading-6 text-slate-600 print:hidden dark:text-slate-400">
          <LinkedCopy parts={LAUNCH_PAGE.note} />
        </p>
      </Container>
    </>
  )
}
