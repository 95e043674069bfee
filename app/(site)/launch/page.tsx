import Link from 'next/link'
import { Container } from '@/components/content/container'
import { PageHeader } from '@/components/content/page-header'
import { LaunchBuilder } from '@/components/launch/launch-builder'
import { LAUNCH_SUMMARY } from '@/config/content/launch'
import { MODULES } from '@/lib/launch/modules'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(LAUNCH_SUMMARY))

export default function LaunchPage() {
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          eyebrow="Venture launch builder"
          title="Build your launch plan"
          lead="Six short modules, from strategy to the KPIs you will track. Answer a few questions in each and the plan writes itself below, with the numbers worked out by our founder tools."
          trail={[{ name: 'Venture launch builder', path: '/launch' }]}
        />
      </div>
      <Container className="py-12 sm:py-16">
        <LaunchBuilder modules={MODULES} />
        <p className="mt-12 max-w-3xl text-sm leading-6 text-slate-600 print:hidden dark:text-slate-400">
          Your answers stay in this browser, unless you send a section of your plan to the launch builder agent for a review. For the detail behind each module, see the{' '}
          <Link href="/tools" className="text-link">
            founder tools
          </Link>{' '}
          and the{' '}
          <Link href="/resources" className="text-link">
            founder guides
          </Link>
          ; when the plan is ready,{' '}
          <Link href="/apply" className="text-link">
            apply for funding
          </Link>
          .
        </p>
      </Container>
    </>
  )
}
