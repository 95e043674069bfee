// Types of scratch-db.mjs for the TypeScript tests (the scripts are plain Node ESM).
export function createScratchDatabase(baseUrl: string, prefix?: string): Promise<{ url: string; drop: () => Promise<void> }>
