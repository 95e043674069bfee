import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/tools/market-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/tools/market-data')>()),
  marketData: () => {
    throw 'not an Error'
  },
}))

const { runTool } = await import('./index')

describe('runTool with a tool that throws something other than an Error', () => {
  it("answers 'Unknown error occurred'", () => {
    expect(runTool('market-data', { industry: 'ai' })).toEqual({ success: false, error: 'Unknown error occurred' })
  })
})
