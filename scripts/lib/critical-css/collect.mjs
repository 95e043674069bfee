// The browser half of the critical-CSS step (issue 15): loads pages of the built site in Chromium at Lighthouse's
// mobile and desktop viewports, in both themes, and asks which selectors of the full stylesheet match an element on
// the first screen. Debian's Chromium, never a downloaded one.
import { chromium } from 'playwright-core'
import { matchableSelector } from './rules.mjs'

/** Lighthouse's emulated phone (moto g power) and its desktop preset. */
export const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]

const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']

/**
 * Per page, the selectors (as written in the sheet) that match an element on its first screen, in any
 * viewport, light or dark, and with what the boot script may set on <html> before paint (banner dismissed, consent
 * decided). `css` is the full stylesheet; `selectors` are its selectors (rules.mjs). A selector the browser cannot parse once its states are removed counts as matched: keeping a rule
 * costs bytes, missing one shows a page unstyled.
 */
export async function collectMatchedSelectors({ baseUrl, paths, css, selectors, htmlStates }) {
  const probes = selectors.map((s) => [s, matchableSelector(s)])
  const matched = new Map(paths.map((path) => [path, new Set()]))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      for (const path of paths) {
        const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' })
        if (!response || response.status() >= 500) throw new Error(`critical CSS: GET ${path} answered ${response?.status()}`)
        // The pages are served before the build links its stylesheet (the step that writes it runs now), so the
        // full sheet is added here, after whatever the page links itself, as it is in production.
        await page.addStyleTag({ content: css })
        for (const state of htmlStates) {
          const found = await page.evaluate(firstScreenMatches, { probes, state })
          for (const s of found) matched.get(path).add(s)
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return matched
}

/** Runs in the page: sets <html>'s classes and data attributes, then tests every probe against the first screen. */
function firstScreenMatches({ probes, state }) {
  const html = document.documentElement
  html.className = state.className
  for (const [name, value] of Object.entries(state.dataset)) {
    if (value === null) delete html.dataset[name]
    else html.dataset[name] = value
  }
  const fold = window.innerHeight
  // The elements the first paint draws: above the fold and not inside a display:none ancestor. An element that is
  // itself display:none (empty rect at 0,0) counts, since the rule that hides it is needed; what it contains does
  // not, until another viewport or theme shows it (that pass collects it).
  const firstScreen = new Set()
  const walk = (el) => {
    if (el.getBoundingClientRect().top < fold) firstScreen.add(el)
    if (getComputedStyle(el).display === 'none') return
    for (const child of el.children) walk(child)
  }
  walk(html)
  const onFirstScreen = (el) => firstScreen.has(el)
  const found = []
  for (const [selector, probe] of probes) {
    let elements
    try {
      elements = probe.trim() ? document.querySelectorAll(probe) : null
    } catch {
      elements = null
    }
    if (elements === null || Array.prototype.some.call(elements, onFirstScreen)) found.push(selector)
  }
  return found
}
