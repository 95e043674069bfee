/**
 * Founders answer the launch builder in whatever shape comes to mind: a fragment ('manual invoice matching'), a full
 * sentence ('They match 3,000 invoices by hand.'), a list with trailing stops. The plan is the document they share, so
 * their words go into the templates only through these helpers: each answer is tidied once, and templates put it
 * where any of those shapes reads as English (after a colon, or as a sentence of its own) instead of mid-clause.
 */

/** One line of an answer with its whitespace collapsed and its closing stops, commas and ellipses dropped. */
export function clause(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\s*(\.{2,}|…|[.,;:]))+$/u, '')
    .trim()
}

/** An answer as a sentence of its own: first letter upper-case, one closing mark (a question or exclamation kept). */
export function sentence(text: string): string {
  const body = clause(text)
  if (!body) return ''
  const capital = body.charAt(0).toUpperCase() + body.slice(1)
  return /[!?]$/.test(capital) ? capital : `${capital}.`
}

/** The lines of a multi-line answer as list items: bullets and closing stops removed, empty lines dropped. */
export function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => clause(line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')))
    .filter(Boolean)
    .map((line) => line.charAt(0).toUpperCase() + line.slice(1))
}
