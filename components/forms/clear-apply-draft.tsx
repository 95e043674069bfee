'use client'

import { useEffect } from 'react'
import { clearDraft } from '@/lib/forms/client/apply-draft'
import { APPLY_SENT_KEY } from '@/lib/forms/client/apply-draft-keys'

/** On /apply/success: the application this browser sent was received, so its draft goes. */
export function ClearApplyDraft() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(APPLY_SENT_KEY)) {
        clearDraft()
        sessionStorage.removeItem(APPLY_SENT_KEY)
      }
    } catch {
      // Storage unavailable: there is no draft either.
    }
  }, [])
  return null
}
