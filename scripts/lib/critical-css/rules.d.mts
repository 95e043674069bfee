// Types of rules.mjs for the TypeScript tests beside it.
export function matchableSelector(selector: string): string
export function selectorsOf(css: string): string[]
export function criticalCss(css: string, isNeeded: (selector: string) => boolean): string
