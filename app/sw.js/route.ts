import { siteConfig } from '@/lib/site'
import { serviceWorkerScript } from '@/lib/sw/service-worker-source'
import { serviceWorkerVersion } from '@/lib/sw/version'

// Answered per request so these headers go out as written: a prerendered handler would get Next's Cache-Control.
// The script itself is built once per process (the version is memoised).
export const dynamic = 'force-dynamic'

export function GET() {
  const template = serviceWorkerScript('__v__')
  const script = serviceWorkerScript(serviceWorkerVersion(template), siteConfig().name)
  return new Response(script, {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      // The browser must check for a new worker on every visit; a cached worker would keep the old caches alive.
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  })
}
