import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * Every dynamic route answers an address it cannot serve with 404 (or 400), never 500: malformed percent-encoding
 * (Next fails decoding the param before the route runs) and an over-long segment. The routes are found on disk, so a
 * new dynamic route is swept without editing this file.
 */

type Route = { pattern: string; methods: string[] }

const APP = path.join(process.cwd(), 'app')
// Files that make a URL, and what they add to their folder's path.
const ENDPOINTS: Record<string, string> = { 'page.tsx': '', 'route.ts': '', 'route.tsx': '', 'opengraph-image.tsx': '/opengraph-image' }

function dynamicRoutes(dir = APP): Route[] {
  const routes: Route[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      routes.push(...dynamicRoutes(full))
      continue
    }
    const suffix = ENDPOINTS[entry.name]
    if (suffix === undefined || !full.includes('[')) continue
    const segments = path.relative(APP, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)) // route groups add no segment
    const exported = [...fs.readFileSync(full, 'utf8').matchAll(/export (?:async )?function (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!)
    routes.push({ pattern: `/${segments.join('/')}${suffix}`, methods: entry.name.startsWith('route.') ? exported : ['GET'] })
  }
  return routes
}

// The last one is malformed and looks like a static file, which the proxy's first matcher would skip.
const PROBES = { 'invalid UTF-8': '%ff%fe', 'a truncated escape': '%E0%A4%A', 'a 2,000-character segment': 'a'.repeat(2000), 'a static-looking name': '%ff%fe.png' }

const routes = dynamicRoutes()

test('the sweep finds every dynamic route', () => {
  expect(routes.map((r) => r.pattern).sort()).toEqual(
    expect.arrayContaining(['/admin/submissions/[id]', '/api/forms/[type]', '/blog/[slug]', '/blog/[slug]/opengraph-image', '/blog/manage/[id]', '/icons/[name]']),
  )
})

for (const route of routes) {
  test(`${route.pattern} answers 404 or 400, never 500, to an address it cannot serve`, async ({ request }) => {
    for (const [name, probe] of Object.entries(PROBES)) {
      const url = route.pattern.replace(/\[[^\]]+\]/g, probe)
      for (const method of route.methods) {
        const res = await request.fetch(url, { method, maxRedirects: 0, ...(method === 'GET' ? {} : { data: {} }) })
        expect([400, 404], `${method} ${route.pattern} with ${name}`).toContain(res.status())
      }
    }
  })
}

test('a malformed address gets the site’s own not-found page', async ({ request }) => {
  const res = await request.get('/blog/%ff%fe')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('<title>Page not found')
})
