// Types of prose.mjs for the TypeScript tests beside it.
export function seededRandom(seed: number): () => number
export function prose(words: number, seed?: number): string[]
