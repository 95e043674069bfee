/**
 * Saves text the page generated (a CSV model, a Markdown plan) as a file: a Blob behind a temporary link, so nothing
 * goes to the server and the visitor's numbers stay in the browser.
 */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0)
}
