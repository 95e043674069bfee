// What a page's HTML document is made of: how much is markup a visitor reads, how much is the inline
// React Server Components payload (`self.__next_f.push(...)` scripts, the same content again as data for hydration),
// how much is inlined CSS — and whether that CSS travels twice, once in a <style> and again inside the payload.
import { gzipSync } from 'node:zlib'

/** gzip level 9 (node:zlib): the bench's own compression, so sizes do not depend on the server's level or a CDN. */
export const gzipBytes = (text) => gzipSync(typeof text === 'string' ? Buffer.from(text) : text, { level: 9 }).byteLength
const utf8 = (text) => Buffer.byteLength(text)

// A <style> shorter than this is a reset or a Next placeholder; finding it elsewhere proves nothing.
const MIN_CSS_PROBE = 64
const PROBE_CHARS = 200

const SCRIPT_RE = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const STYLE_RE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

/** Bodies of the inline scripts that carry the RSC payload, i.e. `self.__next_f` pushes (and its bootstrap). */
export function rscScripts(html) {
  const bodies = []
  for (const [tag] of html.matchAll(SCRIPT_RE)) {
    const body = tag.replace(/^<script\b[^>]*>/i, '').replace(/<\/script\s*>$/i, '')
    if (body.includes('self.__next_f')) bodies.push(body)
  }
  return bodies
}

/**
 * The RSC payload as React reads it: the string chunks of `self.__next_f.push([1, "…"])`. Next writes the argument
 * with JSON.stringify (plus \u003c-style escapes that JSON also accepts), so JSON.parse decodes it exactly.
 * Binary chunks (type 3, base64) and the bootstrap push([0]) carry no text and are skipped.
 */
export function decodeRscPayload(bodies) {
  let text = ''
  for (const body of bodies) {
    const m = body.match(/self\.__next_f\.push\((\[[\s\S]*\])\)\s*;?\s*$/)
    if (!m) continue
    try {
      const chunk = JSON.parse(m[1])
      if (chunk[0] === 1 && typeof chunk[1] === 'string') text += chunk[1]
    } catch {
      // Not plain JSON (a future Next format): the byte counts still hold; only the CSS check loses this chunk.
    }
  }
  return text
}

/**
 * Whether a stylesheet's text is also in the payload. Inside the payload the CSS is a JSON string of an RSC row, so
 * quotes and backslashes are escaped once more: look for a slice from the middle of the sheet in both spellings.
 */
export function cssInPayload(css, payload) {
  if (css.length < MIN_CSS_PROBE) return false
  const start = Math.max(0, Math.floor(css.length / 2) - PROBE_CHARS / 2)
  const probe = css.slice(start, start + PROBE_CHARS)
  return payload.includes(probe) || payload.includes(JSON.stringify(probe).slice(1, -1))
}

/**
 * Weighs one HTML document. Bytes are UTF-8 bytes; gzip is level 9.
 *   raw / gzip   the whole document
 *   style        bodies of its <style> elements
 *   rsc          bodies of the `self.__next_f` scripts
 *   markup       the document without any <script> or <style> element (what is left to read and lay out)
 *   cssTwice     some <style> text appears again inside the RSC payload
 */
export function analyzeHtml(html) {
  const styles = [...html.matchAll(STYLE_RE)].map((m) => m[1])
  const rsc = rscScripts(html)
  const payload = decodeRscPayload(rsc)
  const markup = html.replace(SCRIPT_RE, '').replace(STYLE_RE, '')
  const twice = styles.filter((css) => cssInPayload(css, payload))
  return {
    raw: utf8(html),
    gzip: gzipBytes(html),
    style: styles.reduce((s, css) => s + utf8(css), 0),
    styleCount: styles.length,
    rsc: rsc.reduce((s, body) => s + utf8(body), 0),
    rscCount: rsc.length,
    markup: utf8(markup),
    cssTwice: twice.length > 0,
    cssTwiceBytes: twice.reduce((s, css) => s + utf8(css), 0),
  }
}
