// Types of build.mjs for the TypeScript tests beside it.
export const REFERENCE_DIR: string
export function sizeIsClose(actual: number, target: number, tolerance?: number): boolean
export function estimateWords(targetGzip: number, overhead?: number, sampleWords?: number): number
export function nextWords(words: number, actualGzip: number, targetGzip: number, overhead: number, tried?: { words: number; gzip: number }[]): number
export function ensureReferenceApp(options: { targetGzip: number; log?: (msg: string) => void }): Promise<{ dir: string; version: string; sizedGzip: number; words: number; built: boolean }>
