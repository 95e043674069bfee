import { recordAudit } from '@/lib/audit/log'
import { requireAdminApi } from '@/lib/auth/guard'
import { BODY_LIMITS } from '@/lib/http/body-limits'
import { json, problem, readJson, type BodyRule } from '@/lib/http/json'
import { llmErrors } from '@/lib/llm/errors'
import { isProxyProvider, proxyChat, proxyHealth, proxyRequestSchema, type ProxyResult } from '@/lib/llm/proxy'
import { llm } from '@/lib/llm/registry'

export const dynamic = 'force-dynamic'

const SHAPE = 'The body must be JSON of the form {"provider": "...", "payload": {...}}'

/** A chat payload is a few kilobytes; the limit leaves room for long histories without letting one request fill memory. */
const BODY: BodyRule = { limit: BODY_LIMITS.agentProxy, texts: { tooLarge: 'The body is too large', syntax: SHAPE, schema: SHAPE } }

/**
 * GET /api/agent-proxy?provider={ollama|localai|vllm}&action=health → {success, configured, error}.
 * Admin session only: an open proxy would let anyone probe the servers behind it.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await requireAdminApi(request, 'assistant')
  if (session instanceof Response) return session
  const params = new URL(request.url).searchParams
  const provider = params.get('provider')
  if (!isProxyProvider(provider)) return problem(400, llmErrors.unknownProviderType().message)
  const action = params.get('action')
  if (action !== 'health') {
    return problem(400, action ? 'Unknown action: only action=health is supported' : 'Missing action: use action=health')
  }
  const registry = llm()
  return json(await proxyHealth({ settings: registry.settings(provider), timeoutMs: registry.timeoutMs, signal: request.signal }))
}

/**
 * POST /api/agent-proxy {provider, payload} → the provider's JSON reply. Admin session and same origin
 * only: an open proxy would let anyone spend the servers' capacity. Each call is audited without its messages.
 */
export async function POST(request: Request): Promise<Response> {
  const session = await requireAdminApi(request, 'assistant')
  if (session instanceof Response) return session
  const started = performance.now()

  // Read up to the limit and no further: a larger body is refused (and audited) without being held in memory.
  const input = await readJson(request, proxyRequestSchema, BODY)
  let result: ProxyResult | { ok: false; status: 413 | 415; error: string }
  let provider: string | undefined
  let model: string | undefined
  if (!input.ok) {
    result = { ok: false, status: input.status, error: input.message }
  } else {
    provider = input.data.provider
    model = modelOf(input.data.payload)
    if (!isProxyProvider(input.data.provider)) {
      result = { ok: false, status: 400, error: llmErrors.unknownProviderType().message }
    } else {
      const registry = llm()
      const deps = { settings: registry.settings(input.data.provider), timeoutMs: registry.timeoutMs, signal: request.signal }
      result = await proxyChat(deps, input.data.payload)
    }
  }

  await recordAudit({
    action: 'agent-proxy.chat',
    category: 'llm',
    severity: result.ok || result.status === 400 ? 'info' : 'warning',
    outcome: result.ok ? 'success' : 'failure',
    // The provider, model and outcome only: the messages are a founder's words and stay out of the log.
    details: {
      provider: isProxyProvider(provider) ? provider : '(unknown)',
      model: model ?? null,
      status: result.status,
      durationMs: Math.round(performance.now() - started),
      ...(result.ok ? {} : { error: result.error }),
    },
    userId: session.userId,
    sessionId: session.jti,
  })
  return result.ok ? json(result.body) : problem(result.status, result.error)
}

/** The model for the audit event, when the payload names one in a sane form. */
function modelOf(payload: unknown): string | undefined {
  if (payload === null || typeof payload !== 'object') return undefined
  const model = (payload as { model?: unknown }).model
  return typeof model === 'string' ? model.slice(0, 200) : undefined
}
