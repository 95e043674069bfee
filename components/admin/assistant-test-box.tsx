'use client'

import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import styles from '@/components/blog/post-body.module.css'
import { testAgentAction } from '@/lib/agents/admin-actions'
import { inputClasses } from '@/components/forms/form-kit'
import { buttonClasses } from '@/components/ui/button'
import { AGENT_TEST_IDLE, AGENT_TEST_SITE_UPDATED } from '@/lib/admin/assistant-state'
import type { AgentTestView } from '@/lib/admin/assistant-view'
import { ScrollTable } from './scroll-table'
import { card, label, muted, sectionTitle, td } from './styles'

type ReplyView = Extract<AgentTestView, { kind: 'reply' }>

const SCORE_COLUMNS = ['Agent', 'Can handle', 'Priority', 'Specialty matches', 'Last used', 'Named', 'Boost keywords', 'Total'] as const

function ScoreTable({ view }: { view: ReplyView }) {
  return (
    <ScrollTable
      label="Score breakdown"
      caption="Each agent's selection score, highest first; the chosen agent is marked"
      columns={SCORE_COLUMNS}
      testId="score-breakdown"
    >
      {view.scores.map((s) => (
        <tr key={s.agentId} className={s.chosen ? 'bg-indigo-50 dark:bg-indigo-950' : undefined}>
          <th scope="row" className={`${td} text-left font-normal`}>
            <span className="font-semibold">{s.name}</span>
            {s.chosen ? <span className="ml-2 text-xs font-semibold text-indigo-800 dark:text-indigo-200">(chosen)</span> : null}
          </th>
          <td className={td}>{s.canHandle}</td>
          <td className={td}>{s.priority}</td>
          <td className={td}>{s.specialties}</td>
          <td className={td}>{s.lastUsedBonus}</td>
          <td className={td}>{s.mentionBonus}</td>
          <td className={td}>{s.boosts}</td>
          <td className={`${td} font-semibold`}>{s.total}</td>
        </tr>
      ))}
    </ScrollTable>
  )
}

function Reply({ view }: { view: ReplyView }) {
  const facts: [string, string][] = [
    ['Agent', `${view.agentName} (${view.agentId})`],
    ['Why', view.reason],
    ['Routing confidence', view.routingConfidence],
    ['Message type', view.context.messageType],
    ['Intent', view.context.intent],
    ['Complexity', view.context.complexity],
    ['Confidence', view.confidence],
    ['Fallback', view.fallback],
    ['Time', view.processingTime],
    ['Tools used', view.toolsUsed],
  ]
  if (view.error) facts.push(['Error', view.error])
  return (
    <div className="space-y-4" data-testid="agent-test-reply">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{k}</dt>
            <dd className="text-slate-900 dark:text-slate-100" data-testid={`agent-test-fact-${k.toLowerCase().replace(' ', '-')}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <ScoreTable view={view} />
      <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h3 className="text-sm font-semibold">Reply</h3>
        <div
          className={`${styles.body} mt-2 text-slate-800 dark:text-slate-200`}
          data-testid="agent-test-content"
          // Only HTML from renderMarkdown on the server (sanitised: no script, iframe, handler or javascript: URL).
          dangerouslySetInnerHTML={{ __html: view.html }}
        />
        {view.attachments.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm" aria-label="Attachments">
            {view.attachments.map((a) => (
              <li key={`${a.title}${a.url}`}>
                {a.href ? <a href={a.href} className="font-medium text-indigo-700 underline dark:text-indigo-300">{a.title}</a> : a.title}{' '}
                <span className="text-slate-600 dark:text-slate-400">({a.type}, {a.url})</span>
              </li>
            ))}
          </ul>
        ) : null}
        {view.quickActions.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Quick actions">
            {view.quickActions.map((q) => (
              <li key={`${q.label}${q.value}`} className="rounded-full border border-slate-300 px-3 py-1 dark:border-slate-700">
                {q.label} <span className="text-slate-600 dark:text-slate-400">→ {q.value}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

/** Type a message, optionally force an agent, and see how the assistant would route and answer it. */
export function AssistantTestBox({ agents }: { agents: { id: string; name: string }[] }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(testAgentAction, AGENT_TEST_IDLE, AGENT_TEST_SITE_UPDATED)
  return (
    <section aria-labelledby="agent-test-heading" className={`${card} space-y-4`}>
      <div>
        <h2 id="agent-test-heading" className={sectionTitle}>
          Test an agent
        </h2>
        <p className={muted}>Answers without touching any visitor&apos;s conversation.</p>
      </div>
      <form ref={formRef} action={action} className="space-y-4" data-testid="agent-test-form">
        <div className="space-y-1.5">
          <label htmlFor="agent-test-message" className={label}>
            Message
          </label>
          <textarea id="agent-test-message" name="message" required maxLength={2000} rows={3} className={inputClasses} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="agent-test-agent" className={label}>
            Agent
          </label>
          <select id="agent-test-agent" name="agentId" defaultValue="auto" className={`${inputClasses} max-w-md`}>
            <option value="auto">Automatic — let routing choose</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.id})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {pending ? 'Testing…' : 'Test'}
        </button>
      </form>
      {/* In the page from the start, so that the result is announced when it arrives. */}
      <div aria-live="polite" aria-busy={pending} data-testid="agent-test-result">
        {state.status === 'result' && state.view.kind === 'error' ? (
          <p className="text-sm font-medium text-rose-700 dark:text-rose-300" data-testid="agent-test-error">
            {state.view.message}
          </p>
        ) : null}
        {state.status === 'result' && state.view.kind === 'reply' ? <Reply view={state.view} /> : null}
      </div>
    </section>
  )
}
