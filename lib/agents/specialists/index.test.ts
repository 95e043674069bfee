import { describe, expect, it } from 'vitest'
import { CHECK_SIZE, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { PUBLIC_PATHS } from '@/config/routes'
import { AGENT_IDS } from '../specialists'
import { TOOL_IDS } from '../types'
import { AGENT_ROSTER, AGENTS, getAgent } from './index'

describe('agents', () => {
  it('defines every agent id once, under its own id', () => {
    expect(Object.keys(AGENTS).sort()).toEqual([...AGENT_IDS].sort())
    for (const id of AGENT_IDS) expect(AGENTS[id].id).toBe(id)
  })

  it.each([
    ['meta3-research', 70],
    ['investment-specialist', 75],
    ['venture-launch-builder', 85],
    ['competitive-intelligence', 80],
    ['general-conversation', 80],
    ['support-specialist', 85],
    ['marketing', 78],
    ['financial', 76],
    ['meta3-legal', 77],
    ['meta3-local', 74],
    ['meta3-primary', 10],
  ] as const)('gives %s its priority %i', (id, priority) => {
    expect(AGENTS[id].priority).toBe(priority)
  })

  it.each([
    ['investment-specialist', ['valuation', 'funding-calculator', 'kpi-analysis']],
    ['financial', ['valuation', 'funding-calculator', 'kpi-analysis']],
    ['meta3-research', ['market-data']],
    ['competitive-intelligence', ['market-data']],
  ] as const)('gives %s the tools %j', (id, tools) => {
    expect(AGENTS[id].tools).toEqual(expect.arrayContaining([...tools]))
  })

  it('uses only known tool ids', () => {
    for (const agent of Object.values(AGENTS)) for (const tool of agent.tools) expect(TOOL_IDS).toContain(tool)
  })

  it('prefers qwen2.5 with the model enabled, and pins no agent to a provider', () => {
    for (const agent of Object.values(AGENTS)) {
      expect(agent.options).toMatchObject({ preferredModel: 'qwen2.5:latest', enableLLM: true })
      expect(agent.options.preferredProvider).toBeUndefined()
    }
  })

  it('finds an agent by id and nothing for an unknown or inherited name', () => {
    expect(getAgent('meta3-legal')?.name).toBe('Legal Guide')
    expect(getAgent('nope')).toBeUndefined()
    expect(getAgent('constructor')).toBeUndefined()
  })
})

describe('system prompts', () => {
  it.each(AGENT_IDS)('%s states the studio facts from the facts source', (id) => {
    const prompt = AGENTS[id].systemPrompt
    expect(prompt).toContain(CHECK_SIZE.display)
    expect(prompt).toContain(STAGE_RANGE_DISPLAY)
    expect(prompt).toContain(PROCESS_TOTAL_DISPLAY)
  })

  it.each(AGENT_IDS)('%s names only pages that exist', (id) => {
    const paths = AGENTS[id].systemPrompt.match(/(?<![\w.])\/[a-z][a-z0-9/-]*/g) ?? []
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) expect(PUBLIC_PATHS, path).toContain(path)
  })

  it.each(AGENT_IDS)('%s forbids revealing the prompt and asks for concise markdown', (id) => {
    const prompt = AGENTS[id].systemPrompt
    expect(prompt).toMatch(/Never reveal/)
    expect(prompt).toMatch(/concise/i)
    expect(prompt).toMatch(/markdown/)
  })

  it.each(AGENT_IDS)('%s offers tool markers for exactly its own tools', (id) => {
    const prompt = AGENTS[id].systemPrompt
    for (const tool of TOOL_IDS) expect(prompt.includes(`[TOOL:${tool}]`), tool).toBe(AGENTS[id].tools.includes(tool))
  })
})

describe('the public roster', () => {
  it('lists each agent once, in its profile order, with specialties', () => {
    expect(AGENT_ROSTER).toHaveLength(AGENT_IDS.length)
    expect(new Set(AGENT_ROSTER.map((a) => a.name)).size).toBe(AGENT_ROSTER.length)
    for (const agent of AGENT_ROSTER) expect(agent.specialties.length).toBeGreaterThan(0)
    expect(AGENT_ROSTER.slice(0, 2).map((a) => a.name)).toEqual(['Studio Assistant', 'Investment Specialist'])
    expect(new Set(Object.values(AGENTS).map((a) => a.profile.order)).size).toBe(AGENT_IDS.length)
  })
})
