// Types of first-load-js.mjs for the TypeScript tests beside it (only what they import).
type Chunk = { path: string; raw: number; gzip: number; content: string }
type Page = { totalGzip: number; chunks: Chunk[] }

export function frameworkContent(rootChunks: Pick<Chunk, 'content'>[], referencePage: { chunks: Pick<Chunk, 'content'>[] }): Set<string>
export function splitFirstLoad(page: Page, framework: Set<string>): { frameworkGzip: number; ownGzip: number; ownChunks: number }
