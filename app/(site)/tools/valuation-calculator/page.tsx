import { ValuationCalculator } from '@/components/tools/valuation-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('valuation-calculator')

export default function Page() {
  return (
    <ToolPage
      slug="valuation-calculator"
      method={
        <>
        <p>
          The midpoint is annual revenue × the industry&apos;s revenue multiple × (1 + annual growth); the range runs from
          0.8× to 1.2× of it. Multiples used: AI 10×, fintech 12×, healthcare 8×, gaming 7× and blockchain 15×. Market
          sizes and growth rates: AI $207B growing 20%, fintech $162B growing 16%, healthcare $125B growing 12%, gaming $185B
          growing 9%, blockchain $19B growing 58%.
        </p>
        <p>
          Revenue multiples are a benchmark for a first conversation, not a price. Investors also weigh gross margin,
          retention, the team, the size of the round and its terms; pre-revenue companies are valued on those alone.
        </p>
        </>
      }
    >
      <ValuationCalculator />
    </ToolPage>
  )
}
