import Link from 'next/link'
import { buildMetadata } from '@/lib/seo'

// Precached by the service worker and shown for any page it has no copy of while the network is down.
export const metadata = buildMetadata({
  title: 'You are offline',
  description: 'This page is not available offline. Check your connection and try again.',
  path: '/offline',
  noIndex: true,
})

export default function OfflinePage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">You are offline</h1>
      <p>This page has not been saved for offline reading. Check your connection, then try again.</p>
      <Link href="/" prefetch={false} className="font-medium text-indigo-600 underline underline-offset-4 dark:text-indigo-400">
        Try again
      </Link>
    </main>
  )
}
