import { errorMessage } from '@/lib/error-message'
import { log as logScope } from '@/lib/log'
/**
 * Closes the database before the process exits on SIGTERM or SIGINT.
 *
 * `next start` handles both signals itself: it stops accepting connections, lets pending requests finish and
 * then calls process.exit(). An async close started from a signal handler of our own would race that exit, and
 * an unclosed PGlite makes the next start run crash recovery. So the close is chained in front of the exit:
 * process.exit waits for it. Without Next's handler (NEXT_MANUAL_SIG_HANDLE), the signal triggers the exit.
 */
type ShutdownLog = { info: (msg: string) => void; error: (msg: string) => void }

export function closeBeforeExit(close: () => Promise<void>, log: ShutdownLog = logScope('db')): () => void {
  const realExit = process.exit
  let closing: Promise<void> | undefined

  const closeOnce = () =>
    (closing ??= close().then(
      () => log.info('closed cleanly'),
      (err: unknown) => log.error(`close failed: ${errorMessage(err)}`),
    ))

  const exitAfterClose = ((code?: number | string | null) => {
    void closeOnce().finally(() => realExit.call(process, code ?? undefined))
  }) as typeof process.exit
  process.exit = exitAfterClose

  const onSignal = (signal: NodeJS.Signals) => {
    // Next's own handler exits after draining requests; only exit here when nobody else will.
    if (process.listenerCount(signal) === 0) process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)

  return () => {
    if (process.exit === exitAfterClose) process.exit = realExit
    process.off('SIGTERM', onSignal)
    process.off('SIGINT', onSignal)
  }
}
