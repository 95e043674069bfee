// The parser ships no types: what the metrics test reads of its output.
declare module 'parse-prometheus-text-format' {
  type Sample = { value?: string; count?: string; sum?: string; labels?: Record<string, string>; buckets?: Record<string, string> }
  export default function parsePrometheusTextFormat(text: string): { name: string; help: string; type: string; metrics: Sample[] }[]
}
