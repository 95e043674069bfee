'use client'

import { fundingCalculator, FUNDING_DEFAULTS, fundingInputErrors } from '@/lib/tools/funding'
import { formatMoney, formatMoneyExact, formatPercent } from '@/lib/tools/format'
import { CalculatorResult } from './kit/calculator-result'
import { CalculatorShell } from './kit/calculator-shell'
import { LazyBarChart } from '@/components/charts/lazy-charts'
import { computeForForm } from './kit/compute'
import { NumberField } from './kit/fields'
import { readNumber, readPercent, requiredNumber } from '@/lib/tools/parse'
import { ResultStat } from './kit/results'
import { useUrlInputs } from './kit/use-url-inputs'

const DEFAULTS = { burn: '80000', runway: String(FUNDING_DEFAULTS.runwayMonths), buffer: String(FUNDING_DEFAULTS.buffer * 100), premoney: '8000000' }
const LABELS = { monthlyBurn: 'Monthly burn', runwayMonths: 'Target runway', preMoneyValuation: 'Pre-money valuation' }
const MESSAGES = { buffer: 'Buffer must be a percentage from 0 to 200.' }

/** Seed rounds usually sell 15–25 % of the company; above that founders lose room for the rounds still to come. */
const HEAVY_DILUTION = 0.25

export function FundingCalculator() {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
  const input = { monthlyBurn: requiredNumber(values.burn), runwayMonths: readNumber(values.runway), buffer: readPercent(values.buffer), preMoneyValuation: readNumber(values.premoney) }
  const { result, marked, errorOf } = computeForForm(fundingInputErrors(input), () => fundingCalculator(input), LABELS, MESSAGES)

  const form = (
    <>
      <NumberField id="burn" label="Monthly burn (US$)" prefix="$" hint="What the company spends each month, net of revenue." value={values.burn} onChange={(v) => set('burn', v)} error={errorOf('monthlyBurn')} />
      <NumberField id="runway" label="Target runway (months)" suffix="months" hint={`How long the round should last; ${FUNDING_DEFAULTS.runwayMonths} if left empty.`} value={values.runway} onChange={(v) => set('runway', v)} error={errorOf('runwayMonths')} />
      <NumberField id="buffer" label="Buffer (%)" suffix="%" hint="Extra for hires and surprises." value={values.buffer} onChange={(v) => set('buffer', v)} error={errorOf('buffer')} />
      <NumberField id="premoney" label="Pre-money valuation (US$, optional)" prefix="$" hint="Leave empty to skip the dilution." value={values.premoney} onChange={(v) => set('premoney', v)} error={errorOf('preMoneyValuation')} />
    </>
  )

  const results = (
    <CalculatorResult what="The raise" result={result} marked={marked}>
      {(r) => {
        const base = r.monthlyBurn * r.runwayMonths
        const insights = [`${formatMoneyExact(r.monthlyBurn)} a month for ${r.runwayMonths} months is ${formatMoneyExact(base)}; the ${formatPercent(r.buffer)} buffer adds ${formatMoneyExact(r.raise - base)}.`]
        const warnings: string[] = []
        if (r.runwayMonths < 12) warnings.push(`${r.runwayMonths} months is a short round: raising again usually takes six months, so you would be fundraising almost at once.`)
        if (r.dilution !== null) {
          if (r.dilution > HEAVY_DILUTION) warnings.push(`Selling ${formatPercent(r.dilution)} is heavy for one round: most seed rounds sell 15–25%, leaving room for the rounds to come. Raise less, or for a higher valuation.`)
          else insights.push(`Selling ${formatPercent(r.dilution)} of the company is within the 15–25% most early rounds sell.`)
        }
        return {
          headline: (
            <>
              <ResultStat label="Amount to raise" value={formatMoney(r.raise)} detail={formatMoneyExact(r.raise)} tone="good" />
              {r.dilution !== null ? <ResultStat label="Dilution" value={formatPercent(r.dilution)} detail={`Post-money valuation ${formatMoney(r.postMoneyValuation!)}`} tone={r.dilution > HEAVY_DILUTION ? 'warning' : 'neutral'} /> : null}
            </>
          ),
          insights,
          warnings,
          chart: <LazyBarChart title="What the raise is made of" xLabels={['Runway', 'Buffer', 'Total raise']} series={[{ name: 'US dollars', values: [base, r.raise - base, r.raise] }]} format={formatMoney} />,
        }
      }}
    </CalculatorResult>
  )
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
