/**
 * The browser's side of lib/log: the same scopes, written to the console, where the developer tools show them with
 * their stack. pino's browser build would add kilobytes to pages whose whole first-load budget is counted in them,
 * and nothing collects these lines (the server's, which it does, come from lib/log).
 */
type Write = (msg: string, detail?: unknown) => void

export function browserLog(scope: string): { error: Write; warn: Write } {
  const write = (method: 'error' | 'warn'): Write => (msg, detail) =>
    detail === undefined ? console[method](`[${scope}] ${msg}`) : console[method](`[${scope}] ${msg}`, detail)
  return { error: write('error'), warn: write('warn') }
}
