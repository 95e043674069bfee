'use client'

import { usePathname, useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'
import { isAdminUrl } from '@/lib/analytics/admin-paths'

/**
 * Written by `npm run build` (scripts/lib/critical-css/site-css.mjs): the full stylesheet's URL, the rules each
 * public page's first screen needs, and their union for a page the build did not see (a post published later).
 */
type SiteCss = { href: string; pages: Record<string, string>; fallback: string }

const MANIFEST = ['.next', 'site-css.json']

let manifest: SiteCss | null | undefined

/** Server only, read once per process; null when the site was not built by `npm run build` (`next dev`). */
function readManifest(): SiteCss | null {
  if (manifest !== undefined) return manifest
  // Built-ins fetched at run time, not imported: this module is bundled for the browser too, where it never runs.
  const fs = process.getBuiltinModule('node:fs')
  const path = process.getBuiltinModule('node:path')
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), ...MANIFEST), 'utf8')) as SiteCss
  } catch {
    manifest = null
  }
  return manifest
}

// Script-inserted, so the browser does not wait for the sheet before the first paint (a <link> in the HTML would
// block it). It lands after the critical <style>, so the full sheet's rules still come last and win as before.
const loader = (href: string) =>
  `(function(){var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(href)};document.head.appendChild(l)})()`

/**
 * The public pages' styles (issue 15): the rules the first screen needs inline in <head>, then the full stylesheet
 * loaded without blocking the first paint, and linked plainly for visitors without JavaScript. Emitted as server
 * HTML only (useServerInsertedHTML), so the CSS is not sent a second time inside the RSC payload, which a server
 * component's <style> would be. Renders nothing itself, and nothing on the client. The admin area links
 * globals.css and admin.css itself, in that order; a full sheet appended after them would reorder the cascade.
 */
export function SiteStyles() {
  const pathname = usePathname()
  const emitted = useRef(false)
  useServerInsertedHTML(() => {
    // The callback runs at every flush of the stream; the styles belong in the first one only.
    if (emitted.current || typeof window !== 'undefined' || isAdminUrl(pathname)) return null
    emitted.current = true
    const css = readManifest()
    if (!css) return null
    const critical = Object.hasOwn(css.pages, pathname) ? css.pages[pathname] : css.fallback
    return (
      <>
        <style data-critical="" dangerouslySetInnerHTML={{ __html: critical! }} />
        <script dangerouslySetInnerHTML={{ __html: loader(css.href) }} />
        <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${css.href}">` }} />
      </>
    )
  })
  return null
}
