import { siteConfig } from '@/lib/site'
import type { CannedAnswer } from '@/lib/agents/types'
import { keywordMatcher } from '@/lib/text/keywords'
import { ask } from './shared'

/**
 * Greetings answered in kind: a visitor who opens with "hola" sees "¡Hola!" first. Only the salutation is translated;
 * the rest stays English because every answer after it is English too. First match wins, so longer or more specific
 * forms sit above the short ones they contain ('ola' must not catch 'hola': the matcher works on word boundaries).
 */
const SALUTATIONS: readonly { reply: string; keywords: readonly string[] }[] = [
  { reply: '¡Hola!', keywords: ['hola', 'buenos días', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas'] },
  { reply: 'Bonjour !', keywords: ['bonjour', 'bonsoir', 'salut', 'coucou'] },
  { reply: 'Hallo!', keywords: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'servus', 'moin'] },
  { reply: 'Ciao!', keywords: ['ciao', 'buongiorno', 'buonasera'] },
  { reply: 'Olá!', keywords: ['olá', 'ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'] },
  { reply: 'Hej!', keywords: ['hej', 'hallå', 'hei', 'god dag'] },
  { reply: 'Hoi!', keywords: ['hoi', 'goedemorgen', 'goedendag'] },
  { reply: 'Merhaba!', keywords: ['merhaba'] },
  { reply: 'Namaste!', keywords: ['namaste', 'namaskar'] },
  { reply: 'Salaam!', keywords: ['salaam', 'salam', 'as-salamu alaykum', 'marhaba', 'مرحبا'] },
  { reply: 'Shalom!', keywords: ['shalom'] },
  { reply: 'Привет!', keywords: ['привет', 'здравствуйте'] },
  { reply: 'こんにちは!', keywords: ['こんにちは', 'konnichiwa'] },
  { reply: '你好!', keywords: ['你好', '您好', 'ni hao'] },
  { reply: '안녕하세요!', keywords: ['안녕하세요', '안녕', 'annyeong'] },
  { reply: 'Good morning!', keywords: ['good morning'] },
  { reply: 'Good afternoon!', keywords: ['good afternoon'] },
  { reply: 'Good evening!', keywords: ['good evening'] },
]

const MATCHERS = SALUTATIONS.map((s) => ({ reply: s.reply, matcher: keywordMatcher(s.keywords) }))

/** Every greeting word the assistant recognises, English and others (general-conversation's greeting topic). */
export const GREETING_KEYWORDS: readonly string[] = [
  'hello',
  'hi',
  'hey',
  'hiya',
  'howdy',
  'greetings',
  'yo',
  'sup',
  'hi there',
  'hello there',
  ...SALUTATIONS.flatMap((s) => s.keywords),
]

export function salutationFor(message: string): string {
  return MATCHERS.find((m) => m.matcher.test(message))?.reply ?? 'Hello!'
}

/** A short greeting (under 150 characters, the greeting cap) with two next steps. */
export function greetingAnswer(message: string): CannedAnswer {
  return {
    id: 'general-greeting',
    keywords: GREETING_KEYWORDS,
    content: `${salutationFor(message)} I'm the ${siteConfig().name} assistant. Ask me about funding, our studio or how to apply.`,
    attachments: [],
    quickActions: [ask('What do you invest in?'), ask('How do I apply?')],
  }
}

const GREETING = keywordMatcher(GREETING_KEYWORDS)

/**
 * A message short enough to be typed a greeting that greets nobody ("asdf qwerty", "blorp"): saying hello back would
 * pretend it was understood. Written to fit the greeting cap, so it is never cut.
 */
export function unclearAnswer(): CannedAnswer {
  return {
    id: 'general-unclear',
    keywords: [],
    content: `Sorry, I didn't understand that. Could you rephrase? I can explain our funding, process and how to apply, or work out your runway.`,
    attachments: [],
    quickActions: [ask('What do you invest in?'), ask('How do I apply?')],
  }
}

/** Letters typed along one keyboard row ("asdf", "qwerty") or with no vowel ("xkcdz"): a word no one means. */
const KEYBOARD_ROWS = [/^[qwertyuiop]{4,}$/, /^[asdfghjkl]{4,}$/, /^[zxcvbnm]{3,}$/, /^[^aeiouy]{4,}$/]
const mashed = (word: string) => KEYBOARD_ROWS.some((row) => row.test(word))

/**
 * The opening answer to a greeting-sized message: a greeting back, unless every word of it is keyboard mash. An
 * unknown word alone ("sveiki") is more likely a greeting in a language not listed than nonsense.
 */
export function openingAnswer(message: string): CannedAnswer {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? []
  return !GREETING.test(message) && words.length > 0 && words.every(mashed) ? unclearAnswer() : greetingAnswer(message)
}
