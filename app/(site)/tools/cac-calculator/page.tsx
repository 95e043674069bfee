import { CacCalculator } from '@/components/tools/cac-calculator'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('cac-calculator')

export default function Page() {
  return (
    <ToolPage
      slug="cac-calculator"
      method={
        <>
        <p>
          Customer acquisition cost (CAC) is what you spent on sales and marketing in a period ÷ the new customers you won
          in that period. Count salaries of sales and marketing staff, tools and agencies, not just ads. Per channel, the
          same sum shows which channel wins customers most cheaply; the blended CAC covers them all.
        </p>
        <p>
          A CAC above $5,000 is a warning sign unless contracts are large or customers stay for years. Compare it with what
          a customer earns you in the unit economics calculator.
        </p>
        </>
      }
    >
      <CacCalculator />
    </ToolPage>
  )
}
