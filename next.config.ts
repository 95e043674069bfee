import type { NextConfig } from 'next'
import { REDIRECTS } from './config/routes'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async redirects() {
    return REDIRECTS.map((r) => ({ ...r, permanent: true }))
  },
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  experimental: {
    // Tailwind's CSS is small: inlining it removes the render-blocking stylesheet request (LCP on first visits).
    inlineCss: true,
    // unauthorized() in requireAdmin(): an admin page without a session renders app/unauthorized.tsx (the login form) with 401.
    authInterrupts: true,
  },
}

export default nextConfig
