/** The arithmetic the verdicts quote beside their thresholds (config/content/benchmarks.ts). */

/** Monthly growth as the weekly rate Y Combinator's benchmark speaks of: (1 + monthly)^(12/52) − 1. */
export function weeklyRate(monthly: number): number {
  return (1 + monthly) ** (12 / 52) - 1
}

/** The share of customers a monthly churn loses over a year: 1 − (1 − churn)^12. */
export function yearlyLoss(monthlyChurn: number): number {
  return 1 - (1 - monthlyChurn) ** 12
}
