// Memory of a server process read from /proc (Linux): VmHWM is the kernel's own peak-RSS counter, and a
// VmRSS sampler cross-checks it (and would notice if the server ever moved its work into child processes).
import fs from 'node:fs'

/** A field of /proc/<pid>/status in MB (the file gives kB), or null when the process or field is gone. */
export function procStatusMB(pid, field) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm'))
    return match ? Number(match[1]) / 1024 : null
  } catch {
    return null
  }
}

/** Pids of the direct children of pid; RSS of a single pid only means something if this stays empty. */
export function childPids(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/** Samples VmRSS every intervalMs and keeps the maximum; unref'd so it never keeps the bench alive. */
export function startRssSampler(pid, intervalMs = 250) {
  let maxMB = 0
  const sample = () => {
    const mb = procStatusMB(pid, 'VmRSS')
    if (mb !== null && mb > maxMB) maxMB = mb
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  timer.unref()
  return {
    get maxMB() {
      return maxMB
    },
    stop() {
      sample()
      clearInterval(timer)
    },
  }
}

/** pid and all its descendants (children of children…): the server may run work, e.g. its database, in children. */
export function processTree(pid) {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) pids.push(...childPids(pids[i]))
  return pids
}

/** Sum of VmRSS over pid's process tree in MB (shared pages counted once per process, so an upper bound). */
export function treeRssMB(pid) {
  return processTree(pid).reduce((sum, p) => sum + (procStatusMB(p, 'VmRSS') ?? 0), 0)
}

/** Like startRssSampler, over the whole process tree (read afresh each sample, so new children count). */
export function startTreeRssSampler(pid, intervalMs = 100) {
  let maxMB = 0
  const sample = () => {
    const mb = treeRssMB(pid)
    if (mb > maxMB) maxMB = mb
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  timer.unref()
  return {
    get maxMB() {
      return maxMB
    },
    stop() {
      sample()
      clearInterval(timer)
    },
  }
}
