'use client'

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { fillForm } from '@/lib/forms/client/fill-form'
import { whenNear } from '@/components/ui/when-near'
import { whenIdleAfterLoad } from './when-idle'

/**
 * The footer's newsletter form, brought to life when the visitor comes near it rather than with the page:
 * its code (the form kit, the submit hook, the form itself, ~7 kB gzip) left every page's first-load JavaScript.
 *
 * The server renders the form itself, so the HTML is what it was and the form posts and shows its result without
 * JavaScript. In the browser the slot first hydrates as an empty element that keeps the server's markup as it is
 * (dangerouslySetInnerHTML: React neither checks nor replaces what is inside). Not a React.lazy behind Suspense:
 * the form suspends on the server while React encodes its action, so a boundary around it was streamed behind a
 * script and stayed empty without JavaScript. The form's code is fetched on the first pointer, touch or focus in
 * the slot, or at the first idle moment once the slot is near the screen; then the live form takes the server's
 * place, with whatever the visitor had typed and the focus carried over, in one synchronous render. Waiting for the
 * slot to come near matters: evaluating the form's code and rendering it is one ~35 ms task (~140 ms on a mid-range
 * phone), which at idle after load still fell inside the page's blocking time on every page whose footer is below
 * the first screen.
 *
 * `typeof window` is a constant in each bundle (Next.js replaces it), so the server branch and its require stay out
 * of the browser's code.
 */
type Form = ComponentType
const SERVER_FORM: Form | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server branch only, see above
      (require('@/components/forms/newsletter-form') as typeof import('@/components/forms/newsletter-form')).NewsletterForm
    : null

const WAKE_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const
/** The longest wait for an idle moment after load before the form's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 3000
/** How far below the screen the slot may be when its code starts loading: about a phone screen of scrolling. */
const NEAR_MARGIN = '800px 0px'

type Carried = { values: Record<string, string>; focused: string | null; submit: boolean }

export function NewsletterSlot() {
  const ref = useRef<HTMLDivElement>(null)
  const [Live, setLive] = useState<Form | null>(null)
  const carried = useRef<Carried | null>(null)

  useEffect(() => {
    const slot = ref.current
    if (!slot || Live) return
    let failed = false
    let submitHeld = false
    let started = false
    const wake = () => {
      if (started) return
      started = true
      import('@/components/forms/newsletter-form').then(
        ({ NewsletterForm }) => {
          carried.current = { ...snapshot(slot), submit: submitHeld }
          flushSync(() => setLive(() => NewsletterForm))
        },
        () => {
          // Offline: the server's form stays and posts as it does without JavaScript.
          failed = true
          if (submitHeld) slot.querySelector('form')?.requestSubmit()
        },
      )
    }
    for (const type of WAKE_EVENTS) slot.addEventListener(type, wake, { passive: true })
    const cancelNear = whenNear(slot, NEAR_MARGIN, () => whenIdleAfterLoad(wake, { timeout: IDLE_TIMEOUT_MS, fallbackDelay: 1 }))
    // A submit before the live form is there (a fast visitor) is held and sent by the live form, so it gets the
    // toasts rather than a full-page post.
    const hold = (event: Event) => {
      if (failed) return
      event.preventDefault()
      submitHeld = true
      wake()
    }
    slot.addEventListener('submit', hold, true)
    return () => {
      for (const type of WAKE_EVENTS) slot.removeEventListener(type, wake)
      slot.removeEventListener('submit', hold, true)
      cancelNear()
    }
  }, [Live])

  // The live form is in the DOM: give it what was typed into the server's, the focus, and a held submit.
  useLayoutEffect(() => {
    const form = ref.current?.querySelector('form')
    const kept = carried.current
    if (!Live || !form || !kept) return
    carried.current = null
    fillForm(form, kept.values)
    if (kept.focused) (form.elements.namedItem(kept.focused) as HTMLElement | null)?.focus()
    // After React's own effects, which give the form its submission key.
    if (kept.submit) setTimeout(() => form.requestSubmit(), 0)
  }, [Live])

  const Form = SERVER_FORM ?? Live
  if (!Form) return <div key="server" ref={ref} id="newsletter-slot" className="mt-4" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  return (
    <div key="live" ref={ref} id="newsletter-slot" className="mt-4">
      <Form />
    </div>
  )
}

/** What the visitor typed into the server's form (not its hidden fields), and the field that had the focus. */
function snapshot(slot: HTMLElement): Omit<Carried, 'submit'> {
  const values: Record<string, string> = {}
  let focused: string | null = null
  for (const el of Array.from(slot.querySelectorAll('input, textarea'))) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || el.type === 'hidden' || !el.name) continue
    values[el.name] = el.value
    if (el === document.activeElement) focused = el.name
  }
  return { values, focused }
}
