import { MODULE_IDS, type Answers, type LaunchModule, type ModuleId } from '@/lib/launch/module-types'

/** Bumped when the stored shape changes; an older or foreign value is ignored rather than trusted. */
export const STORAGE_KEY = 'vs-launch-v1'

export type LaunchState = {
  current: ModuleId
  answers: Partial<Record<ModuleId, Answers>>
  done: ModuleId[]
  reviews: Partial<Record<ModuleId, string>>
}

export const EMPTY_STATE: LaunchState = { current: 'strategy', answers: {}, done: [], reviews: {} }

const isModule = (v: unknown): v is ModuleId => typeof v === 'string' && (MODULE_IDS as readonly string[]).includes(v)
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Whatever is stored, a valid state comes out: corrupt JSON, wrong types and unknown modules are dropped. */
export function parseState(raw: string | null): LaunchState {
  if (!raw) return EMPTY_STATE
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_STATE
  }
  if (!isRecord(data)) return EMPTY_STATE
  const answers: LaunchState['answers'] = {}
  if (isRecord(data.answers)) {
    for (const [id, values] of Object.entries(data.answers)) {
      if (!isModule(id) || !isRecord(values)) continue
      answers[id] = Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string').map(([k, v]) => [k, v.slice(0, 4000)]))
    }
  }
  const reviews: LaunchState['reviews'] = {}
  if (isRecord(data.reviews)) for (const [id, text] of Object.entries(data.reviews)) if (isModule(id) && typeof text === 'string') reviews[id] = text.slice(0, 8000)
  const done = Array.isArray(data.done) ? [...new Set(data.done.filter(isModule))] : []
  return { current: isModule(data.current) ? data.current : 'strategy', answers, done, reviews }
}

/** Local storage can be missing (private modes, blocked cookies) or full: the builder then works in memory only. */
export function loadState(): { state: LaunchState; persistent: boolean } {
  try {
    return { state: parseState(window.localStorage.getItem(STORAGE_KEY)), persistent: true }
  } catch {
    return { state: EMPTY_STATE, persistent: false }
  }
}

export function saveState(state: LaunchState): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state))
    return true
  } catch {
    return false
  }
}

export function clearState(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Whether stored progress shows something only the plan writer can make — finished sections, or a date field to
 * default to next Monday — so the builder fetches the writer at once instead of at the visitor's first touch.
 */
export function needsPlanAtOnce(modules: readonly LaunchModule[], state: LaunchState): boolean {
  const current = modules.find((m) => m.id === state.current)
  return state.done.length > 0 || (current?.questions.some((q) => q.kind === 'date') ?? false)
}
