import type { ProviderSettings } from './types'

/**
 * Keys and provider URLs never leave the server (docs/ARCHITECTURE.md, Departures from the specification). Error texts are built from llmErrors and should hold
 * neither, but a provider's own error message or a network error can quote a URL back at us: everything the admin
 * page or the agent proxy shows passes through here first, as a last line of defence.
 */

const REDACTED = '[redacted]'
/** Shorter strings would match ordinary words; no real key or URL is this short. */
const MIN_SECRET_LENGTH = 8

/** Every key and base URL in these settings, with each URL's origin and host:port (errors often quote just those). */
export function secretsOf(settings: readonly ProviderSettings[]): string[] {
  const found = new Set<string>()
  for (const s of settings) {
    if (s.apiKey) found.add(s.apiKey)
    if (!s.baseUrl) continue
    found.add(s.baseUrl)
    try {
      const url = new URL(s.baseUrl)
      found.add(url.origin)
      found.add(url.host)
    } catch {
      // env() accepts only valid URLs; nothing more to add for one that is not.
    }
  }
  return [...found].filter((secret) => secret.length >= MIN_SECRET_LENGTH)
}

/** `text` with every occurrence of every secret replaced; the longest first, so a URL goes before its own host. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= MIN_SECRET_LENGTH) out = out.split(secret).join(REDACTED)
  }
  return out
}
