/** The message of anything thrown: an Error's own message, anything else as text (a rejected string, a code). */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
