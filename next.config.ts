import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import { REDIRECTS } from './config/routes'
import { BODY_LIMITS, PROXY_BUFFER_BYTES } from './lib/http/body-limits'
import { SECURITY_HEADERS } from './lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The fixed security headers on every response, static files included, without running proxy.ts for them;
  // the proxy adds only what depends on the request (the https redirect, HSTS over https).
  async headers() {
    return [{ source: '/:path*', headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }]
  },
  async redirects() {
    return REDIRECTS.map((r) => ({ ...r, permanent: true }))
  },
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  experimental: {
    // No inlineCss: it put the whole stylesheet (82 kB) in every page three times — a <style> and twice inside the
    // RSC payload — and the browser parsed all of it on every navigation. One cacheable stylesheet is cheaper.
    // unauthorized() in requireAdmin(): an admin page without a session renders app/(admin)/unauthorized.tsx (the login form) with 401.
    authInterrupts: true,
    // The proxy matches every path, so Next.js buffers a copy of each request body for it — 10 MB by default, long
    // before our own 16–64 kB checks run. No more than the largest body any route takes (issue 17 item 6).
    proxyClientMaxBodySize: PROXY_BUFFER_BYTES,
    // Server actions otherwise take 1 MB; see BODY_LIMITS.page for what the largest page forms send.
    serverActions: { bodySizeLimit: BODY_LIMITS.page },
  },
}

// `next dev` has no build step to make the stylesheet components/site/site-styles.tsx loads: there the root layout's
// empty app/dev-styles.ts becomes app/globals.css, linked by Next as before.
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig
  return { ...nextConfig, turbopack: { resolveAlias: { './dev-styles': './app/globals.css' } } }
}
