/**
 * Knowledge items built from the site's own copy (config/), so the assistant quotes exactly what the pages say and
 * changes with them. Each item carries the page it comes from, which the chat offers as a link.
 */
import { ABOUT_INTRO, ABOUT_PAGE, PRINCIPLES, PROCESS_INTRO, TEAM, VALUES } from '@/config/content/about'
import { AGENTS_INTRO, EARLY_ACCESS } from '@/config/content/agents'
import { AGENT_ROSTER } from '@/lib/agents/specialists'
import { PARTNER_CATEGORIES, PARTNER_STEPS, PARTNERS_INTRO } from '@/config/content/partners'
import { PORTFOLIO_PAGE } from '@/config/content/portfolio-page'
import { GUIDES, RESOURCES_INTRO, TOOLS_NOTE } from '@/config/content/resources'
import { IN_DEPTH_GUIDES } from '@/config/content/guides'
import { SERVICES } from '@/config/content/services'
import { LAUNCH_BUILDER_CARD } from '@/config/content/tools'
import { CHECK_SIZE, FOCUS_AREAS, INVESTMENT_SUMMARY, PROCESS_STEPS, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { PORTFOLIO, SECTORS } from '@/config/portfolio'
import type { KnowledgeItem } from '@/lib/agents/types'
import { siteItems, toolItems } from './page-items'

/** When the static copy was last reviewed for the assistant; blog items carry their own dates. */
export const CONTENT_REVIEWED = '2026-11-23'

type Draft = Omit<KnowledgeItem, 'lastUpdated'>
const item = (draft: Draft): KnowledgeItem => ({ ...draft, lastUpdated: CONTENT_REVIEWED })

function companyItems(): KnowledgeItem[] {
  return [
    item({
      id: 'company-overview',
      title: ABOUT_INTRO.title,
      content: `${ABOUT_INTRO.lead} ${INVESTMENT_SUMMARY}`,
      category: 'company',
      tags: ['about', 'studio', 'venture studio', 'company', 'who we are'],
      url: '/about',
    }),
    ...PRINCIPLES.map((p) =>
      item({
        id: `company-${p.id}`,
        title: `Our ${p.name.toLowerCase()}`,
        content: `${p.summary} ${p.detail}`,
        category: 'company',
        tags: [p.id, 'about', 'values'],
        url: '/about',
      }),
    ),
    item({
      id: 'company-team',
      title: ABOUT_PAGE.teamTitle,
      content: TEAM.map((m) => `${m.name}, ${m.role}: ${m.bio}`).join(' '),
      category: 'company',
      tags: ['team', 'partners', 'people', 'founders', 'leadership'],
      url: '/about',
    }),
    item({
      id: 'company-values',
      title: ABOUT_PAGE.valuesTitle,
      content: VALUES.map((v) => `${v.name}: ${v.description}`).join(' '),
      category: 'company',
      tags: ['values', 'terms', 'founder friendly', 'culture'],
      url: '/about',
    }),
    ...FOCUS_AREAS.map((area) =>
      item({
        id: `focus-${area.id}`,
        title: area.name,
        content: `${area.description} Themes: ${area.themes.join('; ')}.`,
        category: 'company',
        tags: ['focus', 'thesis', 'sectors', 'investment focus', ...area.themes.map((t) => t.toLowerCase())],
        url: '/',
      }),
    ),
    item({
      id: 'company-portfolio',
      title: 'Our portfolio',
      content:
        `${PORTFOLIO_PAGE.lead} We have invested in companies across ${SECTORS.join(', ')}. ` +
        PORTFOLIO.map((c) => `${c.name} (${c.sector}, ${c.stage}): ${c.description}`).join(' '),
      category: 'company',
      tags: ['portfolio', 'companies', 'investments', ...SECTORS.map((s) => s.toLowerCase())],
      url: '/portfolio',
    }),
    item({
      id: 'company-partners',
      title: PARTNERS_INTRO.title,
      content:
        `${PARTNERS_INTRO.lead} Ways to partner: ${PARTNER_CATEGORIES.map((c) => `${c.name} (${c.description})`).join('; ')}. ` +
        `How to become a partner: ${PARTNER_STEPS.map((s, i) => `${i + 1}. ${s.name}: ${s.description}`).join(' ')}`,
      category: 'company',
      tags: ['partners', 'partnership', 'corporate', 'co-investors', 'research partners'],
      url: '/partners',
    }),
    item({
      id: 'company-ai-agents',
      title: 'Our AI agents',
      content:
        `${AGENTS_INTRO.lead} The agents: ${AGENT_ROSTER.map((a) => `${a.name} (${a.description})`).join(' ')} ` +
        `${EARLY_ACCESS.title}: ${EARLY_ACCESS.text}`,
      category: 'company',
      tags: ['agents', 'ai agents', 'assistant', 'early access', 'demo', 'agentic workflows'],
      url: '/agents',
    }),
  ]
}

function serviceItems(): KnowledgeItem[] {
  return SERVICES.map((s) =>
    item({
      id: `service-${s.id}`,
      title: s.name,
      content: `${s.description} What you get: ${s.deliverables.join('; ')}. Best for: ${s.bestFor}`,
      category: 'services',
      tags: ['services', 'support', s.name.toLowerCase()],
      url: '/services',
    }),
  )
}

function processItems(): KnowledgeItem[] {
  return [
    item({
      id: 'process-overview',
      title: PROCESS_INTRO.title,
      content:
        `${PROCESS_INTRO.lead} The whole process takes ${PROCESS_TOTAL_DISPLAY}: ` +
        PROCESS_STEPS.map((s, i) => `${i + 1}. ${s.name} (${s.duration})`).join(', ') +
        `. We invest ${CHECK_SIZE.display}, ${STAGE_RANGE_DISPLAY}.`,
      category: 'process',
      tags: ['process', 'investment process', 'timeline', 'steps', 'funding process'],
      url: '/about',
    }),
    ...PROCESS_STEPS.map((s) =>
      item({
        id: `process-${s.id}`,
        title: `${s.name} (${s.duration})`,
        content: s.description,
        category: 'process',
        tags: ['process', s.name.toLowerCase(), 'timeline'],
        url: '/about',
      }),
    ),
  ]
}

function resourceItems(): KnowledgeItem[] {
  return [
    item({
      id: 'resources-overview',
      title: RESOURCES_INTRO.title,
      content: `${RESOURCES_INTRO.lead} Guides: ${GUIDES.map((g) => g.title).join('; ')}. ${TOOLS_NOTE}`,
      category: 'resources',
      tags: ['resources', 'guides', 'founder tools'],
      url: '/resources',
    }),
    ...GUIDES.map((g) =>
      item({
        id: `guide-${g.id}`,
        title: g.title,
        content: `${g.summary} ${g.points.join('; ')}.`,
        category: 'resources',
        tags: ['guide', 'resources', ...g.id.split('-').filter((w) => w.length > 2)],
        url: '/resources',
      }),
    ),
    ...IN_DEPTH_GUIDES.map((g) =>
      item({
        id: `guide-${g.slug}`,
        title: g.title,
        content: g.lead,
        category: 'resources',
        // No tags from the title: the guide should not outrank the process page on "what happens in due diligence?".
        tags: ['guide', 'resources', 'template'],
        url: g.path,
      }),
    ),
    ...toolItems(CONTENT_REVIEWED),
    item({
      id: 'launch-builder',
      title: LAUNCH_BUILDER_CARD.title,
      content:
        'A guided plan in six modules (strategy, market validation, fundraising, MVP roadmap, team and KPI tracking). Each asks a few questions and writes a section of the plan; progress is saved in the browser, and the plan downloads as Markdown or prints.',
      category: 'resources',
      tags: ['launch', 'launch builder', 'business plan', 'plan', 'mvp', 'roadmap', 'startup plan'],
      url: LAUNCH_BUILDER_CARD.path,
    }),
  ]
}

export function contentItems(): KnowledgeItem[] {
  return [...companyItems(), ...serviceItems(), ...processItems(), ...resourceItems(), ...siteItems(CONTENT_REVIEWED)]
}
