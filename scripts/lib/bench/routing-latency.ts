// The first answer without a model (routing + the prepared answer), new router against keywords alone, message by
// message in alternation so both see the same machine load.
import { cannedAnswer } from '@/lib/agents/canned'
import { classifyMessage } from '@/lib/agents/classify'
import { clarifyingQuestion } from '@/lib/agents/routing/clarify'
import { localRouter } from '@/lib/agents/routing/router'
import { selectAgent } from '@/lib/agents/select'
import type { RoutingInput } from '@/lib/agents/types'
import { quantile } from './timing'

function keywordsOnly(input: RoutingInput) {
  const context = classifyMessage(input)
  return cannedAnswer(selectAgent(input, context).agentId, input.message, context)
}

function router(input: RoutingInput) {
  const context = classifyMessage(input)
  const selection = localRouter(input, context)
  return selection.clarify ? clarifyingQuestion(selection.clarify, input.message) : cannedAnswer(selection.agentId, input.message, context)
}

export function firstAnswerLatency(inputs: readonly RoutingInput[], rounds: number) {
  const times = { keywords: [] as number[], router: [] as number[] }
  // Two warm-up rounds (JIT, the classifier's training at first use) are not counted.
  for (let round = 0; round < rounds + 2; round++) {
    for (const input of inputs) {
      let start = performance.now()
      keywordsOnly(input)
      const k = performance.now() - start
      start = performance.now()
      router(input)
      const r = performance.now() - start
      if (round >= 2) {
        times.keywords.push(k)
        times.router.push(r)
      }
    }
  }
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b)
    return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }
  }
  return { samples: times.router.length, keywords: stats(times.keywords), router: stats(times.router) }
}
