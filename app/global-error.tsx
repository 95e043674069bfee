'use client'

import { useEffect } from 'react'
import { browserLog } from '@/lib/log/browser'

// Replaces the root layout when it fails, so no global CSS is loaded: everything here is inline and self-contained.
const css = `
:root{color-scheme:light dark;--bg:#fff;--fg:#0f172a;--muted:#475569;--border:#cbd5e1;--brand:#4f46e5;--brand-hover:#4338ca}
@media (prefers-color-scheme:dark){:root{--bg:#020617;--fg:#f1f5f9;--muted:#cbd5e1;--border:#334155;--brand-hover:#4338ca}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--fg);
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}
main{max-width:40rem;padding:4rem 1.5rem;text-align:center}
h1{margin:0;font-size:2.25rem;line-height:1.15;font-weight:600;letter-spacing:-0.02em}
p{margin:1rem 0 0;font-size:1.125rem;line-height:1.75;color:var(--muted)}
.actions{margin-top:2.5rem;display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.btn{display:inline-flex;align-items:center;justify-content:center;height:3rem;padding:0 1.5rem;border-radius:999px;font:600 1rem/1 inherit;
text-decoration:none;cursor:pointer;border:1px solid transparent}
.primary{background:var(--brand);color:#fff}.primary:hover{background:var(--brand-hover)}
.secondary{background:transparent;color:var(--fg);border-color:var(--border)}
:focus-visible{outline:2px solid #6366f1;outline-offset:2px}
`

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    browserLog('error').error('the page failed', error)
  }, [error])

  return (
    <html lang="en">
      <head>
        <title>Something went wrong</title>
        <meta name="robots" content="noindex" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main>
          <h1>Oops! Something went wrong</h1>
          <p>We apologize for the inconvenience. Please try refreshing the page or return to the homepage.</p>
          <div className="actions">
            <button type="button" className="btn primary" onClick={() => retry()}>
              Try Again
            </button>
            {/* A full page load, not client navigation: the app's root layout has just failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="btn secondary">
              Go to Homepage
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
