import { UnitEconomicsCalculator } from '@/components/tools/unit-economics'
import { ToolPage, toolMetadata } from '@/components/tools/kit/tool-page'

export const metadata = toolMetadata('unit-economics')

export default function Page() {
  return (
    <ToolPage
      slug="unit-economics"
      method={
        <>
        <p>
          Lifetime value (LTV) is monthly revenue per customer × gross margin ÷ monthly churn: the gross profit a customer
          brings over their lifetime. With churn near zero, the lifetime is capped at five years. LTV:CAC compares that with
          what the customer cost to win; 3:1 or better is healthy, under 1:1 loses money on every customer.
        </p>
        <p>
          CAC payback is the acquisition cost ÷ monthly gross profit per customer: the months before a customer has paid
          back what they cost. Monthly churn above 20% is a warning sign: fix retention before buying growth. For AI
          products, count model and inference costs in the gross margin.
        </p>
        </>
      }
    >
      <UnitEconomicsCalculator />
    </ToolPage>
  )
}
