// Types of build-failure.mjs for the TypeScript test beside it (the build scripts are plain Node ESM).
export function failedPages(output: string): string[]
export function firstError(output: string): string | null
export function summarizeBuildFailure(output: string): string
