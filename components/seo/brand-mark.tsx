/**
 * The studio's mark: an 'M' drawn as a small agent graph (five nodes, one accented). One component feeds every
 * raster icon (next/og), the Open Graph cards and, through scripts/generate-icons.tsx, app/icon.svg and
 * app/favicon.ico, so the mark cannot drift between them. Plain SVG only: satori (next/og) renders it too.
 */
export const BRAND_COLORS = {
  indigo: '#4f46e5',
  indigoLight: '#6366f1',
  indigoDeep: '#3730a3',
  night: '#0f0d2e',
  accent: '#a5f3fc',
  paper: '#ffffff',
} as const

type BrandMarkProps = {
  size: number
  /**
   * 'rounded' for tabs and cards; 'maskable' fills the square edge to edge and keeps the glyph inside the
   * central safe zone (a circle of 80% diameter), because the platform cuts the shape itself.
   */
  variant?: 'rounded' | 'maskable'
}

export function BrandMark({ size, variant = 'rounded' }: BrandMarkProps) {
  const maskable = variant === 'maskable'
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 64 64">
      <defs>
        <linearGradient id="m3-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BRAND_COLORS.indigoLight} />
          <stop offset="1" stopColor={BRAND_COLORS.indigoDeep} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx={maskable ? 0 : 14} fill="url(#m3-bg)" />
      <g transform={maskable ? 'translate(9.6 9.6) scale(0.7)' : undefined}>
        <polyline
          points="17,45 17,19 32,34 47,19 47,45"
          fill="none"
          stroke={BRAND_COLORS.paper}
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="17" cy="45" r="4.5" fill={BRAND_COLORS.paper} />
        <circle cx="17" cy="19" r="4.5" fill={BRAND_COLORS.paper} />
        <circle cx="47" cy="19" r="4.5" fill={BRAND_COLORS.paper} />
        <circle cx="47" cy="45" r="4.5" fill={BRAND_COLORS.paper} />
        <circle cx="32" cy="34" r="5.5" fill={BRAND_COLORS.accent} stroke={BRAND_COLORS.indigoDeep} strokeWidth="1.5" />
      </g>
    </svg>
  )
}
