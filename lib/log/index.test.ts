import { describe, expect, it } from 'vitest'
import { createLogger } from './index'
import { REDACTED_CONTAINERS } from './redact'
import { withRequestId } from './request-id'

/** A logger writing into an array, one parsed JSON line per entry. */
function capture(level: 'info' | 'silent' = 'info') {
  const lines: string[] = []
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } })
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe('the logger', () => {
  it('writes JSON lines with level, time, msg and scope', () => {
    const { logger, entries } = capture()
    logger.child({ scope: 'jobs' }).warn('could not run due jobs')
    expect(entries()).toEqual([{ level: 40, time: expect.any(Number), scope: 'jobs', msg: 'could not run due jobs' }])
    expect(Math.abs((entries()[0]?.time as number) - Date.now())).toBeLessThan(60_000)
  })

  it('adds the id of the request the code runs for, and none outside a request', () => {
    const { logger, entries } = capture()
    withRequestId('req-42', () => logger.info('inside'))
    logger.info('outside')
    expect(entries().map((e) => e.requestId)).toEqual(['req-42', undefined])
  })

  it('keeps the request id across awaits', async () => {
    const { logger, entries } = capture()
    await withRequestId('req-async', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.info('after a timer')
    })
    expect(entries()[0]?.requestId).toBe('req-async')
  })

  it('writes nothing below its level', () => {
    const { logger, lines } = capture('silent')
    logger.error('not written')
    expect(lines).toEqual([])
  })

  it('lets no e-mail address, message body, token, password, cookie or authorization header through', () => {
    const { logger, lines, entries } = capture()
    const secrets = ['founder@startup.example', 'We build rockets for cats', 'tok_live_123456', 'hunter2-correct', 'session=abc.def', 'Bearer sk-ant-999']
    logger.info({ email: secrets[0], message: secrets[1], token: secrets[2], password: secrets[3] }, 'top level')
    logger.info({ submission: { email: secrets[0], message: secrets[1], kind: 'contact' } }, 'inside a submission')
    logger.info({ headers: { cookie: secrets[4], authorization: secrets[5], 'set-cookie': secrets[4] } }, 'headers')
    logger.info({ req: { headers: { cookie: secrets[4], authorization: secrets[5] } } }, 'request headers')
    logger.info(`mail to ${secrets[0]} failed: 550 <${secrets[0]}> unknown`)
    for (const container of REDACTED_CONTAINERS) logger.info({ [container]: { email: secrets[0], token: secrets[2], password: secrets[3] } }, container)
    logger.info({ scope: 'x' }, 'duplicate key value violates unique constraint: Key (email)=(%s) already exists.', secrets[0])
    const output = lines.join('')
    for (const secret of secrets) expect(output).not.toContain(secret)
    expect(output).not.toContain('@startup.example')
    // What is not personal stays, so the lines still say what happened.
    expect(entries()[1]).toMatchObject({ submission: { email: '[redacted]', message: '[redacted]', kind: 'contact' }, msg: 'inside a submission' })
    expect(entries()[4]?.msg).toBe('mail to [e-mail] failed: 550 <[e-mail]> unknown')
  })
})
