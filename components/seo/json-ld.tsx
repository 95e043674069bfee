import { serializeJsonLd } from '@/lib/seo'

/** Structured data for search engines; the serializer escapes '<' so content cannot break out of the script. */
export function JsonLdScript({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
