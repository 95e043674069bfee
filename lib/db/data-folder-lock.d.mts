export const SOCKET_NAME: string
export function socketDirFor(dataDir: string): string
export function socketPathFor(dataDir: string): string
export function lockDataFolder(dataDir: string): { release: () => void; heldBy?: undefined } | { heldBy: number; release?: undefined }
export function dataFolderOwner(dataDir: string): number | undefined
