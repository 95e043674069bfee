import { BRAND_COLORS, BrandMark } from './brand-mark'

export const OG_SIZE = { width: 1200, height: 630 }

/**
 * The link-preview card (1200x630) for next/og. Satori lays out flexbox only and has just the bundled Geist
 * Regular font (no network here), so hierarchy comes from size and colour rather than weight.
 */
export function OgCard({ eyebrow, title, footer }: { eyebrow?: string; title: string; footer: string }) {
  const long = title.length > 60
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: BRAND_COLORS.paper,
        backgroundColor: BRAND_COLORS.night,
        backgroundImage: `radial-gradient(circle at 85% 10%, ${BRAND_COLORS.indigo} 0%, transparent 55%), linear-gradient(135deg, ${BRAND_COLORS.night} 0%, #1e1b4b 100%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <BrandMark size={72} />
        {eyebrow ? (
          <div style={{ display: 'flex', fontSize: 30, color: BRAND_COLORS.accent, letterSpacing: 2, textTransform: 'uppercase' }}>
            {eyebrow}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', fontSize: long ? 56 : 76, lineHeight: 1.1, letterSpacing: -1, maxWidth: 1040 }}>{title}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 32, color: '#c7d2fe' }}>
        <div style={{ display: 'flex', width: 48, height: 4, backgroundColor: BRAND_COLORS.accent }} />
        {footer}
      </div>
    </div>
  )
}
