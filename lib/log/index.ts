import pino, { type DestinationStream, type Level, type Logger } from 'pino'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'
import { currentRequestId } from './request-id'
import { CENSOR, maskEmails, REDACTED_PATHS } from './redact'

export type { Logger }

type LoggerOptions = { level: Level | 'silent'; pretty?: boolean; destination?: DestinationStream }

/**
 * The server's logger: one JSON line per entry with `level`, `time`, `msg`, the `scope` of the code that wrote it and
 * the `requestId` of the request it served, if any. Personal data and secrets are redacted (./redact.ts). Under
 * `npm run dev` the lines are printed readably by pino-pretty, a development dependency only that mode loads.
 */
export function createLogger({ level, pretty = false, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: undefined, // no pid or hostname: one process per instance, and the platform labels its lines
      // pino's own numeric `level` (30 info, 40 warn, 50 error) and `time` (ms since 1970): a level label and an ISO
      // time are computed per line and, measured, tripled the cost of one; pino-pretty and log tools read these.
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
      hooks: {
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = maskEmails(args[i] as string)
          return method.apply(this, args)
        },
      },
      ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' } } } : {}),
    },
    pretty ? undefined : destination,
  )
}

/**
 * LOG_LEVEL, else `info` (`silent` under tests, which assert on what they log themselves). An environment that does
 * not parse still gets a logger: the start-up reports the problem through it.
 */
function settings(): LoggerOptions {
  try {
    const { LOG_LEVEL, NODE_ENV } = env()
    return { level: LOG_LEVEL ?? (NODE_ENV === 'test' ? 'silent' : 'info'), pretty: NODE_ENV === 'development' }
  } catch {
    return { level: 'info' }
  }
}

type Loggers = { root: Logger; scopes: Map<string, Logger> }

const loggers = () => processSingleton<Loggers>('venture-studio.logger', () => ({ root: createLogger(settings()), scopes: new Map() }))

/** The process's logger, made on first use (so that importing this module reads no environment). */
export function logger(): Logger {
  return loggers().root
}

/** The logger of one part of the site; `scope` names it in every line ('jobs', 'forms', 'db'). */
export function log(scope: string): Logger {
  const { root, scopes } = loggers()
  let child = scopes.get(scope)
  if (!child) scopes.set(scope, (child = root.child({ scope })))
  return child
}
