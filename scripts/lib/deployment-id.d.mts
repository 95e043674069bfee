// Types of deployment-id.mjs for next.config.ts and the test beside it (the build scripts are plain Node ESM).
type Options = { env?: Record<string, string | undefined>; root?: string }
export const DEPLOYMENT_ID_PATTERN: RegExp
export function deploymentIdForBuild(options?: Options): string
export function cleanCommit(root?: string): string | null
export function builtDeploymentId(root?: string): string | null
export function deploymentConfig(phase: string, options?: Options): { deploymentId?: string; generateBuildId?: () => string }
