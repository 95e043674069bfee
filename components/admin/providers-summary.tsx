import Link from 'next/link'
import type { ReactNode } from 'react'
import { availableCount } from '@/lib/admin/provider-rows'
import { llm } from '@/lib/llm/registry'
import { muted, textLink } from './styles'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

function Line({ children }: { children: ReactNode }) {
  return (
    <p className={muted} data-testid="providers-summary">
      Language-model providers: {children} —{' '}
      <Link href="/admin/providers" className={textLink}>
        manage
      </Link>
    </p>
  )
}

/**
 * The settings page's one line about the providers. Rendered inside Suspense: the first look after a start runs the
 * health checks, and the rest of the settings page need not wait for them.
 */
export async function ProvidersSummary() {
  return <Line>{await summaryText()}</Line>
}

async function summaryText(): Promise<string> {
  try {
    const { available, total } = availableCount(await llm().statuses())
    return `${available} of ${total} available`
  } catch (err) {
    log('settings').warn(`provider statuses failed: ${errorMessage(err)}`)
    return 'could not be checked'
  }
}

export function ProvidersSummaryPending() {
  return <Line>checking…</Line>
}
