import { describe, expect, it, vi } from 'vitest'
import { llmErrors } from '@/lib/llm/errors'
import { getChatSession } from '@/lib/db/queries/chat-sessions'
import type { Db } from '@/lib/db/client'
import { modelReply, noModelDeps } from '@/tests/support/chat'
import { describeEachDb } from '@/tests/support/db'
import { MORE_DETAILS } from './caps'
import { respond, type OrchestratorDeps } from './orchestrator'
import { CUT_SHORT_NOTE, type StreamGenerate } from './run-agent'

vi.mock('server-only', () => ({}))

/** Streamed replies through the orchestrator, with a stand-in for the registry's stream(). */

/** A stream() that sends `pieces` one by one, then answers, or fails after `failAfter` pieces. */
function streamOf(pieces: string[], failAfter?: number): StreamGenerate {
  return async (_request, hooks) => {
    for (const [i, piece] of pieces.entries()) {
      if (i === failAfter) {
        const error = llmErrors.generateFailed('Groq could not be reached')
        if (hooks.released()) throw error
        hooks.onRestart()
        throw error
      }
      hooks.onText(piece)
    }
    return modelReply(pieces.join(''), { model: 'fake-model-a', provider: 'groq' })
  }
}

function deps(stream: StreamGenerate, db?: OrchestratorDeps['db']): OrchestratorDeps {
  return noModelDeps({
    ...(db ? { db } : {}),
    generate: async (request, options) => {
      let text = ''
      return stream(request, { ...options, onText: (d) => void (text += d), released: () => false, onRestart: () => (text = '') })
    },
    stream,
  })
}

const QUESTION = 'What should a founder prepare before applying to your studio, and what happens after that?'
const ANSWER = 'Prepare a short deck. Include your traction so far. We reply within a week, then we meet the team. '

describe('a streamed chat reply', () => {
  it('hands the answer on a sentence at a time; the final reply is the one a non-streamed request gets', async () => {
    const sentences: string[] = []
    const d = deps(streamOf(ANSWER.match(/\S+\s*/g)!))
    const streamed = await respond({ message: QUESTION, clientId: 'c', onSentence: (s) => sentences.push(s) }, d)
    const whole = await respond({ message: QUESTION, clientId: 'c' }, d)
    expect(sentences).toEqual(['Prepare a short deck.', ' Include your traction so far.', ' We reply within a week, then we meet the team.'])
    expect(streamed.content).toBe(whole.content)
    expect(streamed.content.startsWith(sentences.join(''))).toBe(true)
    expect(streamed.metadata).toMatchObject({ fallback: false, provider: 'groq' })
  })

  it('a long answer is released up to its cap only, and the reply ends with the invitation for more', async () => {
    const sentences: string[] = []
    const long = 'This sentence is here to make the answer long. '.repeat(20)
    const r = await respond({ message: QUESTION, clientId: 'c', onSentence: (s) => sentences.push(s) }, deps(streamOf(long.match(/\S+\s*/g)!)))
    expect(r.content).toBe(`${sentences.join('')}\n\n${MORE_DETAILS}`)
  })

  it('a failure after a sentence was shown keeps what was shown and says the answer was cut short', async () => {
    const sentences: string[] = []
    const r = await respond({ message: QUESTION, clientId: 'c', onSentence: (s) => sentences.push(s) }, deps(streamOf(ANSWER.match(/\S+\s*/g)!, 7)))
    expect(sentences).toEqual(['Prepare a short deck.'])
    expect(r.content).toBe(`Prepare a short deck.\n\n${CUT_SHORT_NOTE}`)
    expect(r.metadata.error).toMatch(/could not be reached/)
  })

  it('a failure before anything was shown gives the canned answer, whole', async () => {
    const sentences: string[] = []
    const r = await respond({ message: QUESTION, clientId: 'c', onSentence: (s) => sentences.push(s) }, deps(streamOf(['Prep', 'are a deck. '], 1)))
    expect(sentences).toEqual([])
    expect(r.metadata.fallback).toBe(true)
    expect(r.content).not.toContain(CUT_SHORT_NOTE)
  })

  it('a greeting is answered whole, with no sentence handed on', async () => {
    const onSentence = vi.fn()
    const r = await respond({ message: 'Hello!', clientId: 'c', onSentence }, deps(streamOf(['Hi there. '])))
    expect(onSentence).not.toHaveBeenCalled()
    expect(r.content.length).toBeGreaterThan(0)
  })
})

describeEachDb('a streamed chat reply and its session', ({ handle }) => {
  it('is saved once at the end, with its links and suggested options', async () => {
    const db = () => Promise.resolve(handle().db as Db)
    const r = await respond({ message: QUESTION, clientId: 'c', onSentence: () => {} }, deps(streamOf(ANSWER.match(/\S+\s*/g)!), db))
    const session = await getChatSession(handle().db as Db, r.sessionId)
    expect(session?.messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(session?.messages[1]).toMatchObject({ id: r.id, content: r.content, quickActions: r.quickActions, attachments: r.attachments })
  })
})
