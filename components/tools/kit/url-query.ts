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
