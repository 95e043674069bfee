#!/usr/bin/env node
// N instances of ONE build (`next start`, the same .next) on one PostgreSQL, behind nginx (round-robin, no sticky
// sessions). Each instance gets its own port and DATA_DIR (its outbox is its own); nginx's configuration is rendered
// from deploy/nginx.conf.template with the instances' ports.
//
//   DATABASE_URL=postgres://… SESSION_SECRET=… NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=… \
//     node deploy/cluster.mjs --instances 3 --port 8080 [--first-port 3001] [--dir /var/lib/studio]
//
// runs until Ctrl-C (or SIGTERM), then stops every process it started. `npm run build` first. The cluster test
// (tests/cluster/) imports startCluster() from here, so what it proves is what this script runs.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')
const TEMPLATE = path.join(import.meta.dirname, 'nginx.conf.template')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** nginx's configuration for a balancer on `listen` in front of these instance ports. */
export function renderNginxConfig({ listen, ports, prefix }) {
  const upstreams = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')
  return fs.readFileSync(TEMPLATE, 'utf8').replaceAll('{{LISTEN}}', listen).replaceAll('{{UPSTREAMS}}', upstreams).replaceAll('{{PREFIX}}', prefix)
}

/**
 * Resolves once `url` answers 2xx; throws after `timeoutMs` or when `alive()` turns false. An instance answers while
 * its database opens (migrations at start, /api/health 503): it is ready when its health says so.
 */
async function waitForHttp(url, { timeoutMs, alive, what }) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} exited before it answered`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await res.arrayBuffer()
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  throw new Error(`${what} did not answer ${url} with 2xx within ${Math.round(timeoutMs / 1000)} s`)
}

function exitedPromise(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/**
 * Starts `instances` app instances and nginx in front. `env` is added to every instance's environment (DATABASE_URL,
 * SESSION_SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, …); TRUST_PROXY=1 is set, as nginx is one hop. `dir` holds the
 * instances' data folders, their logs, nginx's configuration, access log and a `pids` file of every live process.
 */
export async function startCluster({ instances = 3, env = {}, dir, port, firstPort, nginxBin = 'nginx', startTimeoutMs = 120_000 } = {}) {
  const root = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vs-cluster-'))
  fs.mkdirSync(path.join(root, 'tmp'), { recursive: true })
  // nginx's workers run as nobody when the master is root: they must be able to write request bodies there.
  fs.chmodSync(path.join(root, 'tmp'), 0o777)
  const lbPort = port ?? (await freePort())
  const ports = []
  for (let i = 0; i < instances; i++) ports.push(firstPort ? firstPort + i : await freePort())

  const processes = new Set()
  const writePids = () => fs.writeFileSync(path.join(root, 'pids'), [...processes].map((c) => c.pid).join('\n') + '\n')
  const track = (child) => {
    processes.add(child)
    writePids()
    child.once('exit', () => {
      processes.delete(child)
      writePids()
    })
    return child
  }

  const nodes = ports.map((p, i) => {
    const dataDir = path.join(root, `instance-${i + 1}`)
    fs.mkdirSync(dataDir, { recursive: true })
    const node = {
      index: i,
      port: p,
      dataDir,
      url: `http://127.0.0.1:${p}`,
      logFile: path.join(root, `instance-${i + 1}.log`),
      child: null,
      /** Starts (or restarts) this instance, with `extraEnv` on top of the cluster's; resolves once it answers. */
      async start(extraEnv = {}) {
        const log = fs.openSync(node.logFile, 'a')
        const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(p), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'], {
          cwd: ROOT,
          env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', TRUST_PROXY: '1', ...env, ...extraEnv, DATA_DIR: dataDir },
          stdio: ['ignore', log, log],
        })
        fs.closeSync(log)
        node.child = track(child)
        await waitForHttp(`${node.url}/api/health`, { timeoutMs: startTimeoutMs, alive: () => child.exitCode === null && child.signalCode === null, what: `instance ${i + 1}` })
        return child.pid
      },
      /** Sends `signal` and resolves once the process has ended (SIGKILL after 15 s if it has not). */
      async stop(signal = 'SIGTERM') {
        const child = node.child
        if (!child || child.exitCode !== null || child.signalCode !== null) return
        child.kill(signal)
        const ended = exitedPromise(child)
        if (await Promise.race([ended.then(() => true), sleep(15_000).then(() => false)])) return
        child.kill('SIGKILL')
        await ended
      },
    }
    return node
  })

  const prefix = root
  const confFile = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(confFile, renderNginxConfig({ listen: `127.0.0.1:${lbPort}`, ports, prefix }))
  const accessLog = path.join(prefix, 'access.log')
  let nginx = null

  const stop = async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM')
      await Promise.race([exitedPromise(nginx), sleep(5_000)])
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL')
    }
    await Promise.all(nodes.map((n) => n.stop()))
  }

  try {
    const check = spawnSync(nginxBin, ['-t', '-q', '-p', prefix, '-c', confFile], { encoding: 'utf8' })
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`)
    // The first instance applies the migrations (under an advisory lock anyway); the others start together.
    await nodes[0].start()
    await Promise.all(nodes.slice(1).map((n) => n.start()))
    nginx = track(spawn(nginxBin, ['-p', prefix, '-c', confFile], { stdio: ['ignore', 'ignore', 'inherit'] }))
    await waitForHttp(`http://127.0.0.1:${lbPort}/api/health`, { timeoutMs: 15_000, alive: () => nginx.exitCode === null, what: 'nginx' })
  } catch (err) {
    await stop()
    throw err
  }

  return { url: `http://127.0.0.1:${lbPort}`, port: lbPort, dir: root, accessLog, nodes, stop }
}

/** The upstream addresses of the access-log lines written since `fromByte` (e.g. `127.0.0.1:41234`). */
export function upstreamsInLog(accessLog, fromByte = 0) {
  const text = fs.readFileSync(accessLog, 'utf8').slice(fromByte)
  return [...text.matchAll(/ upstream=(\S+)/g)].map((m) => m[1])
}

function parseArgs(argv) {
  const args = {}
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '')
    const value = argv[i + 1]
    if (!name || value === undefined) throw new Error(`expected --name value pairs, got ${argv.slice(i).join(' ')}`)
    args[name] = value
  }
  return args
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY']) {
    if (!process.env[name]) {
      console.error(`${name} is not set: every instance needs the same one (see README "Several instances").`)
      process.exit(1)
    }
  }
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.error('No build found: run `npm run build` once; every instance runs that build.')
    process.exit(1)
  }
  const cluster = await startCluster({
    instances: Number(args.instances ?? 3),
    port: Number(args.port ?? 8080),
    firstPort: Number(args['first-port'] ?? 3001),
    dir: args.dir ? path.resolve(args.dir) : undefined,
  })
  console.log(`${cluster.nodes.length} instances (ports ${cluster.nodes.map((n) => n.port).join(', ')}) behind nginx on ${cluster.url}`)
  console.log(`Data folders, logs and nginx's access log: ${cluster.dir}`)
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    console.log('Stopping…')
    await cluster.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  })
}
