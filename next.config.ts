import type { NextConfig } from 'next'
import { REDIRECTS } from './config/routes'
import { BODY_LIMITS, PROXY_BUFFER_BYTES } from './lib/http/body-limits'
import { SECURITY_HEADERS } from './lib/security-headers'
import { deploymentConfig } from './scripts/lib/deployment-id.mjs'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The fixed security headers on every response, static files included, without running proxy.ts for them;
  // the proxy adds only what depends on the request (the https redirect, HSTS over https).
  // A downloaded file's route is left out of the site-wide rule: a config header replaces the one the route sets, and the
  // route's own Content-Security-Policy (a sandbox) must reach the browser; it gets the other headers without the CSP.
  async headers() {
    const all = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }))
    return [
      { source: '/:path((?!api/admin/files/).*)', headers: all },
      { source: '/api/admin/files/:path*', headers: all.filter((h) => h.key !== 'Content-Security-Policy') },
    ]
  },
  async redirects() {
    return REDIRECTS.map((r) => ({ ...r, permanent: true }))
  },
  reactStrictMode: true,
  // Every visitor gets a page's title, description and Open Graph tags in <head>. By default Next.js streams a dynamic
  // page's generateMetadata after the shell to all but the crawlers it knows, and under load a blog post's description
  // then landed in <body> in ~4 of 10 responses: invisible to share previews and crawlers not on Next's list (and to
  // Lighthouse, whose SEO audit failed on 2 of 5 runs). The shell now waits for the metadata, which reads the same
  // cached post the page renders.
  htmlLimitedBots: /.*/,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-tools', 'pg', 'prom-client', 'tar'],
  // The embedded database's child process (lib/db/pglite-child.ts) runs these files as they are; the build traces
  // only the entry it spawns, not what the entry imports, so a copied (standalone) server would lack them.
  outputFileTracingIncludes: {
    '/**': ['./lib/db/pglite-server.mjs', './lib/db/data-folder-lock.mjs', './lib/db/pglite-dump.mjs', './node_modules/@electric-sql/pglite-socket/dist/**', './node_modules/@electric-sql/pglite-tools/dist/**'],
  },
  experimental: {
    // No inlineCss: it puts the whole stylesheet (110 kB) in every page three times — a <style> and twice inside the
    // RSC payload — and the browser parses all of it on every navigation. Measured again on Next 16.4 against the
    // stylesheet: LCP and main-thread work worse on every route tried (README, Styles). One cacheable stylesheet is cheaper.
    // unauthorized() in requireAdmin(): an admin page without a session renders app/(admin)/unauthorized.tsx (the login form) with 401.
    authInterrupts: true,
    // The proxy matches every path, so Next.js buffers a copy of each request body for it — 10 MB by default, long
    // before our own 16–64 kB checks run. No more than the largest body any route takes.
    proxyClientMaxBodySize: PROXY_BUFFER_BYTES,
    // Server actions otherwise take 1 MB; see BODY_LIMITS.page for what the largest page forms send.
    serverActions: { bodySizeLimit: BODY_LIMITS.page },
  },
}

/**
 * Build once, run many: the deployment id and build id are pinned (scripts/lib/deployment-id.mjs),
 * so every instance serving one build — or hosts building the same commit — agree on them. The server-action key
 * comes from NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (required with DATABASE_URL, lib/env.ts), so action ids and their
 * encrypted arguments are the same on every instance.
 */
export default function config(phase: string): NextConfig {
  return { ...nextConfig, ...deploymentConfig(phase) }
}
