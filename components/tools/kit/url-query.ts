/** The pure half of useUrlInputs: field texts to and from a query string. Unknown keys are ignored. */

const MAX_VALUE = 200

export function readQuery<K extends string>(search: string, defaults: Record<K, string>): Record<K, string> {
  const params = new URLSearchParams(search)
  const values = { ...defaults }
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key)
    // A shared link is typed by people and mangled by chat apps: cap what is read so a pasted essay cannot bloat the form.
    if (value !== null) values[key] = value.slice(0, MAX_VALUE)
  }
  return values
}

export function writeQuery<K extends string>(values: Record<K, string>, defaults: Record<K, string>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(defaults) as K[]) {
    if (values[key] !== defaults[key]) params.set(key, values[key])
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** What a server page is handed as its searchParams. */
export type SearchParams = Record<string, string | string[] | undefined>

/**
 * A server page's searchParams as the query string the browser would show, so the server can render a shared link's
 * fields (and their results) in the first HTML. A repeated key keeps its first value, as URLSearchParams.get does.
 */
export function searchOf(params: SearchParams): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) query.set(key, first)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}
