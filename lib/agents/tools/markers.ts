/**
 * Tool calls inside a model's reply: `[TOOL:id]{json}`. Each marker is run and replaced by the result's
 * summary, or by a short line saying the calculation could not be run; the raw marker never reaches a visitor.
 * A reply may run at most MAX_TOOL_CALLS tools, so a model cannot make the server loop.
 */
import type { ToolId } from '@/lib/agents/types'
import { runTool } from './index'

export const MAX_TOOL_CALLS = 5

export const MARKER_TEXTS = {
  failed: (reason: string) => `_I couldn't run that calculation: ${reason}_`,
  badJson: "_I couldn't run that calculation: its parameters were not readable._",
  tooMany: `_I can run up to ${MAX_TOOL_CALLS} calculations in one answer; ask me for the rest separately._`,
} as const

const MARKER_START = /\[TOOL:([^\]\n]{0,200})\]/gi
// What is left of a marker cut short (a reply truncated at the model's token limit): dropped with its line.
const MARKER_FRAGMENT = /\[TOOL:[^\n]*/gi
const TOOL_ID = /^[a-z0-9_-]{1,40}$/

/**
 * The index just past the JSON object starting at `start` (which must be '{'), or -1 when it never closes. Braces
 * inside strings do not count, so `{"note": "}"}` is one object.
 */
export function jsonObjectEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '{') depth++
    else if (ch === '}') {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return -1
}

function endOfLine(text: string, from: number): number {
  const nl = text.indexOf('\n', from)
  return nl === -1 ? text.length : nl
}

type Call = { start: number; end: number; replacement: string; used?: ToolId }

function parseCall(text: string, match: RegExpExecArray, budgetLeft: boolean): Call {
  const start = match.index
  const afterMarker = start + match[0].length
  const braceAt = /^[ \t]*\{/.exec(text.slice(afterMarker))
  if (!braceAt) return { start, end: afterMarker, replacement: MARKER_TEXTS.badJson }
  const jsonStart = afterMarker + braceAt[0].length - 1
  const jsonEnd = jsonObjectEnd(text, jsonStart)
  // An object that never closes has no known end: drop the rest of its line rather than show half a JSON blob.
  if (jsonEnd === -1) return { start, end: endOfLine(text, jsonStart), replacement: MARKER_TEXTS.badJson }
  if (!budgetLeft) return { start, end: jsonEnd, replacement: MARKER_TEXTS.tooMany }
  let params: unknown
  try {
    params = JSON.parse(text.slice(jsonStart, jsonEnd))
  } catch {
    return { start, end: jsonEnd, replacement: MARKER_TEXTS.badJson }
  }
  const id = (match[1] ?? '').trim().toLowerCase()
  const result = TOOL_ID.test(id) ? runTool(id, params) : { success: false as const, error: 'unknown tool' }
  if (!result.success) return { start, end: jsonEnd, replacement: MARKER_TEXTS.failed(result.error) }
  return { start, end: jsonEnd, replacement: result.summary, used: id as ToolId }
}

export function applyToolMarkers(text: string): { text: string; toolsUsed: ToolId[] } {
  const calls: Call[] = []
  let runs = 0
  const markers = new RegExp(MARKER_START)
  for (let m = markers.exec(text); m; m = markers.exec(text)) {
    const call = parseCall(text, m, runs < MAX_TOOL_CALLS)
    if (call.replacement !== MARKER_TEXTS.badJson && call.replacement !== MARKER_TEXTS.tooMany) runs++
    calls.push(call)
    markers.lastIndex = Math.max(call.end, m.index + 1)
  }
  if (calls.length === 0) return { text: text.replace(MARKER_FRAGMENT, MARKER_TEXTS.badJson), toolsUsed: [] }
  let out = ''
  let cursor = 0
  for (const call of calls) {
    out += text.slice(cursor, call.start).replace(MARKER_FRAGMENT, MARKER_TEXTS.badJson) + call.replacement
    cursor = call.end
  }
  out += text.slice(cursor).replace(MARKER_FRAGMENT, MARKER_TEXTS.badJson)
  const toolsUsed = [...new Set(calls.flatMap((c) => (c.used ? [c.used] : [])))]
  return { text: out, toolsUsed }
}
