import { ICON_SPRITE, ICON_SPRITE_FILE } from '@/components/ui/icon-sprite'

// The icon sprite under its content hash (components/ui/icon-sprite.ts): any other name is a 404, and the one
// that exists never changes, so the browser keeps it for a year without asking again.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (file !== ICON_SPRITE_FILE) return new Response('Not found', { status: 404 })
  return new Response(ICON_SPRITE, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
