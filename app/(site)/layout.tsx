import type { ReactNode } from 'react'
import { SendQueueRunner } from '@/components/forms/send-queue-runner'
import { LazyToaster } from '@/components/forms/toaster'
import { SiteShell } from '@/components/site/site-shell'

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteShell>{children}</SiteShell>
      {/* The one sonner toaster (top-right, 5 s); sonner itself loads with the first toast. */}
      <LazyToaster />
      {/* Sends what a form kept in this browser when a connection failed (lib/forms/client/send-queue.ts). */}
      <SendQueueRunner />
    </>
  )
}
