import http from 'node:http'

/**
 * Puts `hook` in front of every request of this process, ahead of Next.js (which has no such place of its own: the
 * proxy runs after Next has taken the request, and sees no response). The hook may rewrite the request or start the
 * response; returning true means it answered and Next.js never sees the request. Installed once per name: the app
 * starts once per process, but tests and hot reloads may call this again. A hook installed later runs first.
 */
export function installRequestHook(name: string, hook: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | void): void {
  installRequestWrapper(name, (req, res, next) => (hook(req, res) === true ? true : next()))
}

/**
 * Like installRequestHook, but `around` calls `next` itself, so that everything the request sets off — Next.js, the
 * proxy, route handlers, server actions — runs inside it (e.g. inside an AsyncLocalStorage scope).
 */
export function installRequestWrapper(
  name: string,
  around: (req: http.IncomingMessage, res: http.ServerResponse, next: () => boolean) => boolean,
): void {
  const installed = Symbol.for(`venture-studio.${name}`)
  const proto = http.Server.prototype as http.Server & { [key: symbol]: boolean | undefined }
  if (proto[installed]) return
  proto[installed] = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const next = () => (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args)
    return event === 'request' ? around(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, next) : next()
  } as typeof proto.emit
}

/** The path of a request's URL; '/' for one that cannot be parsed (held to the page's rules). */
export function requestPath(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://local').pathname
  } catch {
    return '/'
  }
}
