import { it, vi } from 'vitest'
import { noModelDeps } from '@/tests/support/chat'
import { converse } from './orchestrator'
import { newChatSession } from './sessions'
vi.mock('server-only', () => ({}))
it('x', async () => {
  for (const msgs of [['what is a SAFE?', 'post-money or pre-money SAFE, which is better for me?', 'do I need a lawyer to sign one?'], ['asdf qwerty'], ['How much do you invest and at what stage?', 'great, thanks a lot', 'bye'], ["I can't upload my deck", "it's a 25 MB pdf"], ['How do we get our first 100 users?', 'we have basically no budget'], ['different question: do you invest in web3?']]) {
    let session = newChatSession()
    for (const m of msgs) {
      const t = await converse(session, m, noModelDeps())
      session = t.session
      console.log(m, '=>', t.reply.agentId, t.reply.metadata.messageType, JSON.stringify(session.context.keyTopics), '\n   ', t.reply.content)
    }
  }
})
