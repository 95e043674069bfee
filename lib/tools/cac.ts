/**
 * Customer acquisition cost: what sales and marketing spent in a period ÷ the new customers it won. With channels,
 * each channel's own CAC and the blended CAC across them, so the cheapest channel stands out.
 */
import { checkNumber, checkResult, ToolInputError } from './errors'
import { KPI_THRESHOLDS } from './kpi'

export type CacChannel = { name: string; spend: number; customers: number }
export type CacInput = { spend: number; customers: number; channels?: readonly CacChannel[] }
export type CacResult = {
  cac: number
  highCac: boolean
  channels: { name: string; spend: number; customers: number; cac: number | null }[]
  /** The channel with the lowest CAC among those that won customers, or null. */
  cheapest: string | null
}

export function cacCalculator(input: CacInput): CacResult {
  const spend = checkNumber(input?.spend, 'spend', { min: 0, hint: 'sales and marketing spend for the period, in US dollars' })
  const customers = checkNumber(input.customers, 'customers', { min: 0, minExclusive: true, hint: 'new customers won in the same period' })
  if (!Number.isInteger(customers)) throw new ToolInputError('customers', 'customers must be a whole number.')
  const cac = checkResult(spend / customers, 'the acquisition cost')

  const channels = (input.channels ?? []).map((c, i) => {
    const name = c.name.trim() || `Channel ${i + 1}`
    const channelSpend = checkNumber(c.spend, `channel${i + 1}Spend`, { min: 0, hint: `spend on ${name}` })
    const channelCustomers = checkNumber(c.customers, `channel${i + 1}Customers`, { min: 0, hint: `customers won through ${name}` })
    return { name, spend: channelSpend, customers: channelCustomers, cac: channelCustomers > 0 ? checkResult(channelSpend / channelCustomers, 'the acquisition cost') : null }
  })
  const priced = channels.filter((c) => c.cac !== null)
  const cheapest = priced.length > 1 ? priced.reduce((a, b) => (b.cac! < a.cac! ? b : a)).name : null
  return { cac, highCac: cac > KPI_THRESHOLDS.highCac, channels, cheapest }
}
