// Types of cluster.mjs for the cluster test (the deployment script is plain Node ESM).
import type { ChildProcess } from 'node:child_process'

export type ClusterNode = {
  index: number
  port: number
  dataDir: string
  url: string
  logFile: string
  child: ChildProcess | null
  start(extraEnv?: Record<string, string>): Promise<number | undefined>
  stop(signal?: NodeJS.Signals): Promise<void>
}

export type Cluster = {
  url: string
  port: number
  dir: string
  accessLog: string
  nodes: ClusterNode[]
  stop(): Promise<void>
}

export function freePort(): Promise<number>
export function renderNginxConfig(options: { listen: string; ports: number[]; prefix: string }): string
export function startCluster(options?: {
  instances?: number
  env?: Record<string, string>
  dir?: string
  port?: number
  firstPort?: number
  nginxBin?: string
  startTimeoutMs?: number
}): Promise<Cluster>
export function upstreamsInLog(accessLog: string, fromByte?: number): string[]
