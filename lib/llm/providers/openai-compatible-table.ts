import { llmErrors } from '../errors'
import { openAiCompatible } from './openai-compatible'

/**
 * The providers that speak OpenAI chat completions and differ only in these facts: one row each. Adding such a
 * provider is one row here (its environment variables, settings and fallback place follow from it, ./module.ts).
 * A row without a fallbackRank is never a fallback: vLLM is the operator's own server, only ever chosen, with no
 * request limit.
 */
export const OPENAI_COMPATIBLE_PROVIDERS = [
  openAiCompatible('groq', { name: 'Groq', type: 'cloud', defaultBaseUrl: 'https://api.groq.com/openai/v1', basePriority: 90, rateLimit: 30, models: ['llama-3.3-70b-versatile', 'llama-3.1-8b-instant', 'qwen/qwen3-32b'], fallbackRank: 1 }),
  openAiCompatible('openai', { name: 'OpenAI', type: 'cloud', defaultBaseUrl: 'https://api.openai.com/v1', basePriority: 85, rateLimit: 60, models: ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini'], fallbackRank: 6 }),
  openAiCompatible('deepseek', { name: 'DeepSeek', type: 'cloud', defaultBaseUrl: 'https://api.deepseek.com/v1', basePriority: 75, rateLimit: 60, models: ['deepseek-chat', 'deepseek-reasoner'], fallbackRank: 2 }),
  openAiCompatible('localai', { name: 'LocalAI', type: 'local', basePriority: 50, rateLimit: 1000, models: ['qwen2.5:latest'], fallbackRank: 5 }),
  openAiCompatible('vllm', { name: 'vLLM', type: 'local', basePriority: 55, rateLimit: null, models: ['Qwen/Qwen2.5-7B-Instruct'] }, llmErrors.vllm),
] as const
