'use client'

import { clsx } from 'clsx'
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { ChatWidgetProps } from './chat-widget'
import type { StudioContact } from './markdown-parse'

type View = 'closed' | 'open' | 'minimized'

const TOOLTIP = 'Questions? Ask our assistant'

/**
 * The floating chat button. Only this tiny component is in the page's JavaScript: the widget itself is imported the
 * first time the visitor shows interest (hover, focus, touch or click), so no page pays for it up front.
 * Closed = widget unmounted (messages gone); minimized = mounted but hidden (conversation kept).
 */
let widgetLoad: Promise<ComponentType<ChatWidgetProps>> | null = null
function loadWidget(): Promise<ComponentType<ChatWidgetProps>> {
  widgetLoad ??= import('./chat-widget').then((m) => m.ChatWidget)
  // A failed chunk load (e.g. offline) may be retried on the next interaction.
  widgetLoad.catch(() => (widgetLoad = null))
  return widgetLoad
}

/** `icon`: the button's drawing, rendered by the server (a sprite icon), so no icon component is in this bundle. */
export function ChatLauncher({ contact, icon }: { contact: StudioContact; icon: ReactNode }) {
  const [view, setView] = useState<View>('closed')
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const tooltipId = useId()

  const preload = () => {
    if (Widget) return
    loadWidget().then(
      (component) => setWidget(() => component),
      () => {},
    )
  }

  // Focus returns after the render that shows the button again (on phones it is hidden while the panel is open).
  const returnFocus = useRef(false)
  useEffect(() => {
    if (view === 'open' || !returnFocus.current) return
    returnFocus.current = false
    buttonRef.current?.focus()
  }, [view])

  const backToButton = (next: View) => {
    returnFocus.current = true
    setView(next)
  }

  // A landmark of its own, so every part of the page sits in one (the open panel included).
  return (
    <aside aria-label="Chat assistant">
      <div
        className={clsx(
          // Above the phones' floating Apply Now where it shows (--fab-h); aside while a form field has focus (.chat-dock
          // in app/globals.css).
          'chat-dock group fixed right-4 bottom-[calc(var(--fab-h)+1rem)] z-40 md:right-6 md:bottom-6',
          // On phones the open panel covers the corner; the button would only sit under it.
          view === 'open' && 'max-sm:hidden',
        )}
      >
        <button
          ref={buttonRef}
          type="button"
          aria-label="Chat with us"
          aria-describedby={tooltipId}
          aria-expanded={view === 'open'}
          aria-haspopup="dialog"
          data-testid="chat-launcher"
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
          onClick={() => {
            preload()
            setView(view === 'open' ? 'minimized' : 'open')
          }}
          className="relative inline-flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg shadow-indigo-900/30 transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 motion-reduce:transition-none dark:focus-visible:outline-indigo-400 [&_svg]:size-6"
        >
          {icon}
          {view === 'minimized' && (
            <span className="absolute top-1 right-1 size-3 rounded-full border-2 border-white bg-emerald-500 dark:border-slate-900" aria-hidden="true" />
          )}
        </button>
        <span
          id={tooltipId}
          role="tooltip"
          // While the panel is open the button only minimizes it; the invitation would cover the page.
          hidden={view === 'open'}
          className="pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-lg bg-slate-900 px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-has-focus-visible:opacity-100 motion-reduce:transition-none dark:bg-white dark:text-slate-900"
        >
          {TOOLTIP}
        </span>
      </div>
      {Widget && view !== 'closed' && (
        <Widget visible={view === 'open'} onMinimize={() => backToButton('minimized')} onClose={() => backToButton('closed')} contact={contact} />
      )}
    </aside>
  )
}
