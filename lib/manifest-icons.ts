/** The web app manifest's raster icons, served by app/icons/[name]/route.tsx as /icons/<name>. */
export const MANIFEST_ICONS = [
  { name: 'icon-192.png', size: 192, purpose: 'any' },
  { name: 'icon-512.png', size: 512, purpose: 'any' },
  { name: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const satisfies readonly { name: string; size: number; purpose: 'any' | 'maskable' }[]
