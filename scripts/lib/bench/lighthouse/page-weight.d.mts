// Types of page-weight.mjs for the TypeScript tests beside it.
export interface PageWeight {
  raw: number
  gzip: number
  style: number
  styleCount: number
  rsc: number
  rscCount: number
  markup: number
  cssTwice: boolean
  cssTwiceBytes: number
}
export function gzipBytes(text: string | Buffer): number
export function rscScripts(html: string): string[]
export function decodeRscPayload(bodies: string[]): string
export function cssInPayload(css: string, payload: string): boolean
export function analyzeHtml(html: string): PageWeight
