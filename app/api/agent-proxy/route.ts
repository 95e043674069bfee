import { recordAudit } from '@/lib/audit/log'
import { requireAdminApi } from '@/lib/auth/guard'
import { llmErrors } from '@/lib/llm/errors'
import { isProxyProvider, proxyChat, proxyHealth, proxyRequestSchema, type ProxyResult } from '@/lib/llm/proxy'
import { llm } from '@/lib/llm/registry'

export const dynamic = 'force-dynamic'

/** A chat payload is a few kilobytes; this leaves room for long histories without letting one request fill memory. */
const MAX_BODY_BYTES = 1_000_000
const SHAPE = 'The body must be JSON of the form {"provider": "...", "payload": {...}}'

function reply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * GET /api/agent-proxy?provider={ollama|localai|vllm}&action=health → {success, configured, error} (SPEC §7).
 * Admin session only: SPEC's open proxy let anyone probe the servers behind it.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await requireAdminApi(request)
  if (session instanceof Response) return session
  const params = new URL(request.url).searchParams
  const provider = params.get('provider')
  if (!isProxyProvider(provider)) return reply({ error: llmErrors.unknownProviderType().message }, 400)
  const action = params.get('action')
  if (action !== 'health') {
    return reply({ error: action ? 'Unknown action: only action=health is supported' : 'Missing action: use action=health' }, 400)
  }
  const registry = llm()
  return reply(await proxyHealth({ settings: registry.settings(provider), timeoutMs: registry.timeoutMs, signal: request.signal }))
}

/**
 * POST /api/agent-proxy {provider, payload} → the provider's JSON reply (SPEC §7). Admin session and same origin
 * only: SPEC's open proxy let anyone spend the servers' capacity. Each call is audited without its messages.
 */
export async function POST(request: Request): Promise<Response> {
  const session = await requireAdminApi(request)
  if (session instanceof Response) return session
  const started = performance.now()

  const input = await readJson(request)
  let result: ProxyResult | { ok: false; status: 413; error: string }
  let provider: string | undefined
  let model: string | undefined
  if ('error' in input) {
    result = { ok: false, status: input.status, error: input.error }
  } else {
    const parsed = proxyRequestSchema.safeParse(input.value)
    provider = parsed.success ? parsed.data.provider : undefined
    model = modelOf(parsed.success ? parsed.data.payload : undefined)
    if (!parsed.success) {
      result = { ok: false, status: 400, error: SHAPE }
    } else if (!isProxyProvider(parsed.data.provider)) {
      result = { ok: false, status: 400, error: llmErrors.unknownProviderType().message }
    } else {
      const registry = llm()
      const deps = { settings: registry.settings(parsed.data.provider), timeoutMs: registry.timeoutMs, signal: request.signal }
      result = await proxyChat(deps, parsed.data.payload)
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
  return result.ok ? reply(result.body) : reply({ error: result.error }, result.status)
}

async function readJson(request: Request): Promise<{ value: unknown } | { error: string; status: 400 | 413 }> {
  const tooLarge = { error: 'The body is too large', status: 413 } as const
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) return tooLarge
  try {
    return { value: JSON.parse(text) }
  } catch {
    return { error: SHAPE, status: 400 }
  }
}

/** The model for the audit event, when the payload names one in a sane form. */
function modelOf(payload: unknown): string | undefined {
  if (payload === null || typeof payload !== 'object') return undefined
  const model = (payload as { model?: unknown }).model
  return typeof model === 'string' ? model.slice(0, 200) : undefined
}
