import type { z } from 'zod'
import { readBodyLimited } from './read-body'

/**
 * The route handlers' answers and request bodies in one place. Every answer carries `Cache-Control: no-store`: an
 * API answer is for the one request that asked. An error is `{ error, ...extra }`, the shape every route and the
 * body gate (./body-gate.ts) have always sent; `extra` carries a route's own fields (fieldErrors, suggestion, …).
 */

const NO_STORE = 'no-store'

/** A JSON answer, never cached unless `init.headers` says otherwise. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', NO_STORE)
  return Response.json(data, { ...init, headers })
}

/** An error answer: `{ error: message, ...extra }` with the status. */
export function problem(status: number, message: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  return json({ error: message, ...extra }, { status, headers })
}

/** 204, for a request that was carried out and has nothing to say. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': NO_STORE } })
}

/** Why a body was refused: each route words it in its own texts (BodyTexts). */
export type BodyFault = 'type' | 'too-large' | 'syntax' | 'schema'

const FAULT_STATUS = { type: 415, 'too-large': 413, syntax: 400, schema: 400 } as const satisfies Record<BodyFault, number>

/** A route's message for each fault, as its clients have always read it. */
export type BodyTexts = { type?: string; tooLarge: string; syntax: string; schema: string }

export type BodyRule = {
  /** The most bytes the route reads; counted while the body streams in, so a missing or lying length cannot pass. */
  limit: number
  /** The content types accepted (checked before anything is read); absent: any. */
  types?: RegExp
  texts: BodyTexts
}

export type BodyRefusal = { ok: false; fault: BodyFault; status: 400 | 413 | 415; message: string; issues?: z.core.$ZodIssue[] }
export type BodyResult<T> = { ok: true; data: T } | BodyRefusal

function refusal(rule: BodyRule, fault: BodyFault, issues?: z.core.$ZodIssue[]): BodyRefusal {
  const texts = rule.texts
  const message = { type: texts.type ?? texts.syntax, 'too-large': texts.tooLarge, syntax: texts.syntax, schema: texts.schema }[fault]
  return { ok: false, fault, status: FAULT_STATUS[fault], message, ...(issues ? { issues } : {}) }
}

/**
 * What the headers alone refuse: a content type the route does not take, or a declared length over its limit.
 * Routes that rate-limit call this first, so a refused body spends nothing of the client's allowance.
 */
export function refuseByHeaders(request: Request, rule: BodyRule): BodyRefusal | null {
  if (rule.types && !rule.types.test(request.headers.get('content-type') ?? '')) return refusal(rule, 'type')
  if (Number(request.headers.get('content-length') ?? '0') > rule.limit) return refusal(rule, 'too-large')
  return null
}

/**
 * Reads a JSON body against a schema: the headers' checks, then the body streamed up to `limit` bytes (the read
 * stops and cancels the stream past it — never the whole of a large body in memory), then JSON, then the schema.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, rule: BodyRule): Promise<BodyResult<z.infer<S>>> {
  const refused = refuseByHeaders(request, rule)
  if (refused) return refused
  const text = await readBodyLimited(request, rule.limit).catch(() => '')
  if (text === null) return refusal(rule, 'too-large')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return refusal(rule, 'syntax')
  }
  const parsed = schema.safeParse(value)
  return parsed.success ? { ok: true, data: parsed.data } : refusal(rule, 'schema', parsed.error.issues)
}
