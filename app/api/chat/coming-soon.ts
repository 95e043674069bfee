import type { CannedAnswer } from '@/lib/agents/types'

/**
 * Placeholder until lib/agents/canned/index.ts (COMING_SOON) is merged: same shape, so switching is a one-line import
 * change in route.ts. Links only to real pages.
 */
export const COMING_SOON: CannedAnswer = {
  id: 'coming-soon',
  keywords: [],
  content:
    "Our AI assistant is coming soon: we are building agentic AI workflows to answer founders' questions here. " +
    'Until then, the pages below have what you need, and the team reads every message.',
  attachments: [],
  quickActions: [
    { label: 'Apply for funding', value: '/apply' },
    { label: 'Our services', value: '/services' },
    { label: 'Contact the team', value: '/contact' },
  ],
}
