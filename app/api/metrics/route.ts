import { mayScrape, scrape } from '@/lib/metrics/scrape'

export const dynamic = 'force-dynamic'

/**
 * Prometheus metrics of this instance. Without METRICS_TOKEN, or without its bearer token, the answer is a bare 404:
 * a prober is not told that the route exists, nor why it was turned away.
 */
export async function GET(request: Request) {
  if (!mayScrape(request.headers.get('authorization'))) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const { body, contentType } = await scrape()
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
}
