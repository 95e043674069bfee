// Scripted multi-turn conversations, run by the `conversations` bench suite in a tsx child: each one is played through
// the real orchestrator with no language model configured (prepared answers and calculations only), and every answer
// is checked against its turn's rules and the rules for every answer. Prints one JSON line: each set's results.
import { CONVERSATIONS, EVERY_ANSWER } from '@/tests/fixtures/conversations/set'
import { CONVERSATIONS_2 } from '@/tests/fixtures/conversations/set-2'
import type { ScriptedConversation } from '@/tests/fixtures/conversations/types'
import { noModelDeps } from '@/tests/support/chat'
import { playConversation } from '@/tests/support/play-conversations'

const SETS: { id: string; conversations: readonly ScriptedConversation[] }[] = [
  { id: 'set', conversations: CONVERSATIONS },
  { id: 'set-2', conversations: CONVERSATIONS_2 },
]

async function main() {
  const deps = noModelDeps()
  const sets = []
  for (const { id, conversations } of SETS) {
    const results = []
    const started = performance.now()
    for (const conversation of conversations) results.push(await playConversation(conversation, EVERY_ANSWER, deps))
    const answers = results.reduce((n, r) => n + r.turns, 0)
    sets.push({ id, results, answers, ms: performance.now() - started })
  }
  console.log(JSON.stringify({ sets }))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
