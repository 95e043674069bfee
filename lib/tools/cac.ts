/**
 * Customer acquisition cost: what sales and marketing spent in a period ÷ the new customers it won. With channels,
 * each channel's own CAC and the blended CAC across them, so the cheapest channel stands out.
 */
import { checkNumber, checkResult, inputErrors, ToolInputError, type FieldChecks } from './errors'
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

const CHECKS = {
  spend: (v: unknown) => checkNumber(v, 'spend', { min: 0, hint: 'sales and marketing spend for the period, in US dollars' }),
  customers: (v: unknown) => {
    const customers = checkNumber(v, 'customers', { min: 0, minExclusive: true, hint: 'new customers won in the same period' })
    if (!Number.isInteger(customers)) throw new ToolInputError('customers', 'customers must be a whole number.')
    return customers
  },
} satisfies FieldChecks<CacInput>

/** The checks of the channel at `index` (0-based), whose fields are named channel1Spend, channel1Customers, … */
function channelChecks(index: number, name: string) {
  return {
    spend: (v: unknown) => checkNumber(v, `channel${index + 1}Spend`, { min: 0, hint: `spend on ${name}` }),
    customers: (v: unknown) => checkNumber(v, `channel${index + 1}Customers`, { min: 0, hint: `customers won through ${name}` }),
  } satisfies FieldChecks<CacChannel>
}

const channelName = (c: CacChannel, index: number) => c.name.trim() || `Channel ${index + 1}`

/** Every field's problem at once, the channels' too (cacCalculator() stops at the first), so a form can mark each. */
export function cacInputErrors(input: CacInput): ToolInputError[] {
  return [...inputErrors(input, CHECKS), ...(input.channels ?? []).flatMap((c, i) => inputErrors(c, channelChecks(i, channelName(c, i))))]
}

export function cacCalculator(input: CacInput): CacResult {
  const spend = CHECKS.spend(input?.spend)
  const customers = CHECKS.customers(input.customers)
  const cac = checkResult(spend / customers, 'the acquisition cost')

  const channels = (input.channels ?? []).map((c, i) => {
    const name = channelName(c, i)
    const checks = channelChecks(i, name)
    const channelSpend = checks.spend(c.spend)
    const channelCustomers = checks.customers(c.customers)
    return { name, spend: channelSpend, customers: channelCustomers, cac: channelCustomers > 0 ? checkResult(channelSpend / channelCustomers, 'the acquisition cost') : null }
  })
  const priced = channels.filter((c) => c.cac !== null)
  const cheapest = priced.length > 1 ? priced.reduce((a, b) => (b.cac! < a.cac! ? b : a)).name : null
  return { cac, highCac: cac > KPI_THRESHOLDS.highCac, channels, cheapest }
}
