import 'server-only'
import { getDb } from '@/lib/db/client'
import { DEFAULT_CHAT_MODE, getChatMode, type ChatMode } from '@/lib/db/queries/settings'
import { env } from '@/lib/env'
import { isConfigured, providerSettingsFromEnv } from '@/lib/llm/settings'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * The chat mode for this request. A database that cannot be read must not turn the assistant on or break the widget,
 * so it falls back to what the environment says (then coming soon).
 */
export async function currentChatMode(): Promise<ChatMode> {
  const fallback = env().CHAT_MODE ?? DEFAULT_CHAT_MODE
  try {
    return await getChatMode(await getDb(), fallback)
  } catch (err) {
    log('chat').warn(`could not read the chat mode, using ${fallback}: ${errorMessage(err)}`)
    return fallback
  }
}

/**
 * Whether a language model provider is configured. Without one, live mode answers from prepared texts only, so what
 * needs a model (the launch builder's section review) is not offered.
 */
export function modelConfigured(): boolean {
  return providerSettingsFromEnv(env()).some(isConfigured)
}
