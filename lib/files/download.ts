/**
 * The headers of an uploaded file's download. Whatever a visitor uploaded is only ever handed
 * over as an attachment, typed as the PDF it was checked to be, never sniffed, cached or rendered by the browser.
 */

/** An ASCII file name safe in a quoted header value: letters, digits, space, '.', '-', '_'; always ending in .pdf. */
export function safeDownloadName(fileName: string): string {
  const base = fileName
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents come off their letters: é → e
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/^[\s._]+|[\s._]+$/g, '')
    .slice(0, 100)
  return `${base || 'deck'}.pdf`
}

/** RFC 6266: the ASCII name for every client, and the original (UTF-8, RFC 5987) for those that read filename*. */
export function attachmentDisposition(fileName: string): string {
  const original = (fileName.replace(/[\r\n]/g, ' ').trim() || 'deck').replace(/\.pdf$/i, '') + '.pdf'
  const encoded = encodeURIComponent(original).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${safeDownloadName(fileName)}"; filename*=UTF-8''${encoded}`
}

export function downloadHeaders(fileName: string, sizeBytes: number): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(fileName),
    'Content-Length': String(sizeBytes),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    // Should a browser render it after all, it runs in a sandbox with nothing allowed.
    'Content-Security-Policy': "sandbox; default-src 'none'",
  }
}
