// What must be undone however the bench ends (success, failure, Ctrl-C): running load tests, servers, temp dirs.
// Tasks run last-registered-first, so the load generator stops before the server it is hammering (otherwise
// next-server keeps draining requests and only SIGKILL ends it).
const tasks = new Set()
let stopping = false

/** Registers an async cleanup task; returns a function that unregisters it (call once the task ran normally). */
export function onCleanup(task) {
  tasks.add(task)
  return () => tasks.delete(task)
}

/** True once cleanupAll() has started: nothing new should be started after that. */
export function isStopping() {
  return stopping
}

export async function cleanupAll() {
  stopping = true
  for (const task of [...tasks].reverse()) {
    tasks.delete(task)
    try {
      await task()
    } catch (err) {
      console.error(`[bench] cleanup step failed: ${err.message}`)
    }
  }
}
