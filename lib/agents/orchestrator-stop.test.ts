import { describe, expect, it, vi } from 'vitest'
import type { Db } from '@/lib/db/client'
import { getChatSession } from '@/lib/db/queries/chat-sessions'
import { parseEnv } from '@/lib/env'
import { LlmRegistry } from '@/lib/llm/registry'
import { providerSettingsFromEnv } from '@/lib/llm/settings'
import { withFakeServer } from '@/tests/fakes/adapter-contract'
import { noModelDeps } from '@/tests/support/chat'
import { describeEachDb } from '@/tests/support/db'
import { MORE_DETAILS } from './caps'
import { respond, type OrchestratorDeps } from './orchestrator'
import { CUT_SHORT_NOTE, VISITOR_LEFT } from './run-agent'

vi.mock('server-only', () => ({}))

/**
 * A streamed reply stops the model as soon as nothing more of its answer will be shown — the cap is reached, or the
 * visitor went away — against the fake provider server, which sees its connection closed before the answer's end.
 */

const fake = withFakeServer()

function deps(db?: OrchestratorDeps['db']): OrchestratorDeps {
  const registry = new LlmRegistry({
    settings: providerSettingsFromEnv(parseEnv(fake().env(['groq']))),
    timeoutMs: 5_000,
    fallbackAgent: false,
    pollIntervalMs: 10,
    log: () => {},
  })
  return noModelDeps({
    ...(db ? { db } : {}),
    generate: (request, options) => registry.generate(request, { ...options, fallbackAgent: false }),
    stream: (request, options) => registry.stream(request, { ...options, fallbackAgent: false }),
  })
}

const QUESTION = 'What should a founder prepare before applying to your studio, and what happens after that?'
/** Far past any cap, written slowly enough that stopping early shows. */
const LONG = { kind: 'ok' as const, content: 'This sentence is here to make the answer long. '.repeat(40).trim(), chunkDelayMs: 5 }

/** The one streamed reply the fake sent, once its connection has ended. */
async function endedStream() {
  await expect.poll(() => fake().streams('groq')[0]?.end, { timeout: 5_000 }).not.toBe('open')
  return fake().streams('groq')[0]!
}

describe('stopping the model', () => {
  it('once the cap is reached: the provider is hung up on, and the reply is the one a whole answer gets', async () => {
    fake().setMode('groq', LONG)
    const sentences: string[] = []
    const r = await respond({ message: QUESTION, clientId: 'c', onSentence: (s) => sentences.push(s) }, deps())
    const stream = await endedStream()
    expect(stream.end).toBe('closed-by-client')
    expect(stream.sent).toBeLessThan(stream.pieces)
    expect(r.content).toBe(`${sentences.join('')}\n\n${MORE_DETAILS}`)
    expect(r.metadata).toMatchObject({ fallback: false })
    expect(r.metadata.error).toBeUndefined()
  })
})

describeEachDb('a visitor who leaves mid-answer', ({ handle }) => {
  it('stops the model; the exchange is saved with what was shown and the cut-short note', async () => {
    fake().setMode('groq', { ...LONG, chunkDelayMs: 30 })
    const visitor = new AbortController()
    const sentences: string[] = []
    const onSentence = (s: string) => {
      sentences.push(s)
      visitor.abort()
    }
    const db = () => Promise.resolve(handle().db as Db)
    const r = await respond({ message: QUESTION, clientId: 'c', onSentence, signal: visitor.signal }, deps(db))
    const stream = await endedStream()
    expect(stream.end).toBe('closed-by-client')
    expect(stream.sent).toBeLessThan(stream.pieces)
    expect(sentences).toHaveLength(1)
    expect(r.content).toBe(`${sentences[0]}\n\n${CUT_SHORT_NOTE}`)
    expect(r.metadata.error).toBe(VISITOR_LEFT)
    const session = await getChatSession(handle().db as Db, r.sessionId)
    expect(session?.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', QUESTION],
      ['assistant', r.content],
    ])
  })
})
