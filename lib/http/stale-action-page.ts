import type http from 'node:http'
import { installRequestHook, requestPath } from './request-hook'

/** Next.js marks its answer to a server action this build does not know with this header (app-router-headers.js). */
const ACTION_NOT_FOUND_HEADER = 'x-nextjs-action-not-found'

/**
 * A page of an earlier build, sent without JavaScript, posts its form to a server action this build does not have
 * (a deploy while the page was open, or a rolling update). Next.js answers such a post with a bare
 * 409 'Server Action unavailable.' in plain text. This puts a page in its place that says what happened and what to
 * do. The post is a plain form post (multipart, no Next-Action header: that one is a JavaScript call, whose form
 * shows the message itself, lib/forms/client/use-action-state-across-builds.ts); Next's answer is only known once it
 * is written, so the response's head and body are wrapped for these requests alone.
 */
export function answerStaleActionPost(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method !== 'POST' || req.headers['next-action'] !== undefined) return
  if (!req.headers['content-type']?.startsWith('multipart/form-data')) return
  type Method = (this: http.ServerResponse, ...args: unknown[]) => unknown
  const [writeHead, write, end] = [res.writeHead, res.write, res.end] as unknown as Method[]
  let page: string | null = null
  // The decision is taken when the headers go out: Next.js's compression wraps end() outside this one and sends
  // the headers before its own end() reaches here. From then on, Next's body is dropped and the page sent instead.
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    if (status === 409 && this.getHeader(ACTION_NOT_FOUND_HEADER) === '1') {
      page = staleActionPage(requestPath(req.url))
      this.setHeader('Content-Type', 'text/html; charset=utf-8')
      this.setHeader('Content-Length', Buffer.byteLength(page))
      this.setHeader('Cache-Control', 'no-store')
      this.removeHeader('Content-Encoding')
      this.removeHeader('ETag')
    }
    return writeHead!.apply(this, args)
  } as typeof res.writeHead
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    return page === null ? write!.apply(this, args) : true
  } as typeof res.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (page === null) return end!.apply(this, args)
    const done = args.find((a) => typeof a === 'function')
    return end!.call(this, page, done)
  } as typeof res.end
}

/** Installs answerStaleActionPost() for every request of this process. Idempotent. */
export function installStaleActionPage(): void {
  installRequestHook('stale-action-page', answerStaleActionPost)
}

export function staleActionPage(path: string): string {
  const href = escapeHtml(path)
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>The site was updated</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1>The site was updated</h1>
<p>The site was updated while this page was open, so what you sent did not reach us.</p>
<p>Go back with your browser’s Back button to find what you typed, copy anything long, then <a href="${href}">open the page again</a> and send it once more.</p>
</main>
</body>
</html>
`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
