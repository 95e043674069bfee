/**
 * A four-week content calendar from a founder's themes and channels: posts spread evenly over the working week
 * (weekends only above five a week), themes and channels rotating so each gets its turn, with a format suggestion
 * that suits the channel.
 */
import { checkNumber, ToolInputError } from './errors'
import { csvField } from './financial-model'
import { addDays, displayDate, isoDate, parseIsoDate } from './plan-dates'

export const CALENDAR_WEEKS = 4
export const MAX_THEMES = 6

export const CONTENT_CHANNELS = {
  blog: { label: 'Blog', formats: ['How-to article', 'Customer story', 'Lessons learned', 'Data or benchmark'] },
  linkedin: { label: 'LinkedIn', formats: ['Founder post', 'Short carousel', 'Customer quote', 'Behind the scenes'] },
  x: { label: 'X', formats: ['Thread', 'Product clip', 'Hot take with evidence', 'Question to the audience'] },
  newsletter: { label: 'Newsletter', formats: ['Monthly update', 'Curated reading', 'Deep dive'] },
  podcast: { label: 'Podcast', formats: ['Customer interview', 'Expert conversation'] },
  video: { label: 'Video', formats: ['Two-minute demo', 'Explainer', 'Founder Q&A'] },
} as const
export type ContentChannel = keyof typeof CONTENT_CHANNELS
export const CONTENT_CHANNEL_IDS = Object.keys(CONTENT_CHANNELS) as ContentChannel[]

export type CalendarInput = { themes: readonly string[]; channels: readonly string[]; postsPerWeek: number; startDate: string }
export type CalendarEntry = { week: number; date: string; day: string; channel: string; theme: string; format: string }

export function contentCalendar(input: CalendarInput): CalendarEntry[] {
  const themes = (input?.themes ?? []).map((t) => t.trim()).filter(Boolean)
  if (themes.length === 0) throw new ToolInputError('themes', 'Add at least one theme, such as a customer problem you solve.')
  if (themes.length > MAX_THEMES) throw new ToolInputError('themes', `Use at most ${MAX_THEMES} themes: a focused calendar is one people remember.`)
  const channels = (input.channels ?? []).filter((c): c is ContentChannel => typeof c === 'string' && Object.hasOwn(CONTENT_CHANNELS, c))
  if (channels.length === 0) throw new ToolInputError('channels', 'Pick at least one channel.')
  const perWeek = checkNumber(input.postsPerWeek, 'postsPerWeek', { min: 1, max: 7, hint: 'from 1 to 7' })
  if (!Number.isInteger(perWeek)) throw new ToolInputError('postsPerWeek', 'postsPerWeek must be a whole number from 1 to 7.')
  const start = parseIsoDate(input.startDate, 'startDate')

  const entries: CalendarEntry[] = []
  const spread = perWeek <= 5 ? 5 : 7
  for (let week = 0; week < CALENDAR_WEEKS; week++) {
    for (let k = 0; k < perWeek; k++) {
      const i = week * perWeek + k
      const date = addDays(start, week * 7 + Math.floor((k * spread) / perWeek))
      const channel = channels[i % channels.length]!
      const formats = CONTENT_CHANNELS[channel].formats
      entries.push({
        week: week + 1,
        date: isoDate(date),
        day: displayDate(date),
        channel: CONTENT_CHANNELS[channel].label,
        theme: themes[i % themes.length]!,
        format: formats[Math.floor(i / channels.length) % formats.length]!,
      })
    }
  }
  return entries
}

const COLUMNS = ['Week', 'Date', 'Channel', 'Theme', 'Format'] as const
const cells = (e: CalendarEntry) => [e.week, e.date, e.channel, e.theme, e.format]

export function calendarToCsv(entries: readonly CalendarEntry[]): string {
  return [COLUMNS.join(','), ...entries.map((e) => cells(e).map(csvField).join(','))].join('\r\n') + '\r\n'
}

const mdCell = (v: string | number) => String(v).replace(/\|/g, '\\|')

export function calendarToMarkdown(entries: readonly CalendarEntry[]): string {
  const lines = ['# Content calendar', '', `| ${COLUMNS.join(' | ')} |`, `| ${COLUMNS.map(() => '---').join(' | ')} |`]
  for (const e of entries) lines.push(`| ${[e.week, e.day, e.channel, e.theme, e.format].map(mdCell).join(' | ')} |`)
  return lines.join('\n') + '\n'
}
