// Scripted multi-turn conversations, run by the `conversations` bench suite in a tsx child: each one is played through
// the real orchestrator with no language model configured (prepared answers and calculations only), and every answer
// is checked against its turn's rules and the rules for every answer. Prints one JSON line.
import { CONVERSATIONS, EVERY_ANSWER } from '@/tests/fixtures/conversations/set'
import { noModelDeps } from '@/tests/support/chat'
import { playConversation } from '@/tests/support/play-conversations'

async function main() {
  const deps = noModelDeps()
  const results = []
  const started = performance.now()
  for (const conversation of CONVERSATIONS) results.push(await playConversation(conversation, EVERY_ANSWER, deps))
  const answers = results.reduce((n, r) => n + r.turns, 0)
  console.log(JSON.stringify({ results, answers, ms: performance.now() - started }))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
