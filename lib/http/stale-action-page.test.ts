import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerStaleActionPost, staleActionPage } from './stale-action-page'

let server: http.Server

// Answers as Next.js 16 does (action-handler.js handleUnrecognizedAction) when a post names an action this build
// does not have; '/known' stands for a post it does know, '/other-409' for a 409 that is not about an action.
beforeAll(async () => {
  server = http.createServer((req, res) => {
    answerStaleActionPost(req, res)
    if (req.url === '/compressed') {
      // As Next's compression middleware does: its end() sends the headers, then calls the end() it wrapped.
      const end = res.end.bind(res) as (body: string) => http.ServerResponse
      res.end = function (this: http.ServerResponse, body: string) {
        this.writeHead(this.statusCode)
        return end(body)
      } as typeof res.end
    }
    req.resume()
    req.on('end', () => {
      if (req.url === '/known') return void res.end('<html>the page, rendered</html>')
      res.statusCode = 409
      if (req.url !== '/other-409') res.setHeader('x-nextjs-action-not-found', '1')
      res.setHeader('Content-Type', 'text/plain')
      res.end('Server Action unavailable.')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function post(path: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo
  const form = new FormData()
  form.set('$ACTION_ID_00aa11bb22cc33dd44ee55ff66aa77bb88cc99dd00', '')
  form.set('message', 'What I typed')
  return fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: form, headers })
}

describe('a page of another build posting without JavaScript', () => {
  it('gets a page saying the site was updated, linking back to the page, instead of Next’s plain-text 409', async () => {
    const res = await post('/contact?x=1')
    expect(res.status).toBe(409)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<h1>The site was updated</h1>')
    expect(html).toContain('<a href="/contact">open the page again</a>')
    expect(html).not.toContain('Server Action unavailable')
  })

  it('replaces the answer also when the headers are sent before the body, as with compression', async () => {
    const res = await post('/compressed')
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('<h1>The site was updated</h1>')
  })

  it('leaves a JavaScript call (Next-Action header) to the form, which shows the message itself', async () => {
    const res = await post('/contact', { 'Next-Action': '00aa11bb22cc33dd44ee55ff66aa77bb88cc99dd00' })
    expect(res.status).toBe(409)
    expect(await res.text()).toBe('Server Action unavailable.')
  })

  it('leaves every other answer as it is', async () => {
    expect(await (await post('/known')).text()).toBe('<html>the page, rendered</html>')
    expect(await (await post('/other-409')).text()).toBe('Server Action unavailable.')
  })

  it('escapes the path it links to', () => {
    const html = staleActionPage('/a"><script>x</script>')
    expect(html).not.toContain('<script>')
    expect(html).toContain('href="/a&#34;&#62;&#60;script&#62;x&#60;/script&#62;"')
  })
})
