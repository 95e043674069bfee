/**
 * The thresholds behind the founder tools' verdicts and the public benchmarks they come from. The verdicts
 * (lib/tools/funding.ts, lib/tools/kpi.ts) read the numbers from here and the tools' guides print the texts below,
 * so a verdict and the sentence that explains it cannot drift apart.
 */

const BENCHMARK_SOURCES = {
  seedDilution: 'Carta’s data on US seed rounds, where the median round sold about 20% of the company in 2023 and 2024',
  fundraisingTime: 'Elad Gil, “Fundraising will take you ~3 months”',
  growth: 'Paul Graham, “Startup = Growth” (Y Combinator): 5–7% a week is a good growth rate, 1% a week a sign that something is not yet working',
  churn: 'the SaaS churn benchmarks operators and investors commonly cite (for example Recurly’s churn research and Lenny Rachitsky’s monthly churn benchmarks): 3–5% a month is usual for software sold to small businesses, under 2% for software sold to larger companies',
  softwareMultiples: 'Jamin Ball’s Clouded Judgement, which groups public software companies by growth: under 15% a year is low growth, and those companies trade at about half the revenue multiple of the ones growing 15–30%',
  unitEconomics: 'David Skok, “SaaS Metrics 2.0” (For Entrepreneurs): lifetime value at least 3× the acquisition cost, and the acquisition cost earned back within 12 months',
} as const

/**
 * A round under a year leaves no time to raise the next one; the dilution is read against the median seed round of
 * about 20 %, with 10 % and 25 % marking a round well below or above it.
 */
export const FUNDING_THRESHOLDS = { shortRoundMonths: 12, lightDilution: 0.1, heavyDilution: 0.25 } as const

/** Annual revenue growth under which investors pay a lower revenue multiple. */
export const VALUATION_THRESHOLDS = { lowGrowth: 0.15 } as const

/** Lifetime value against acquisition cost, and the months of gross margin that earn the cost back. */
export const UNIT_ECONOMICS_THRESHOLDS = { healthyLtvToCac: 3, goodPaybackMonths: 12 } as const

/** Monthly rates as fractions. */
export const KPI_THRESHOLDS = {
  /** About 2 % a week: nearer the 1 % a week Y Combinator calls a warning than the 5–7 % it calls good. */
  slowGrowth: 0.1,
  /** About 6 % a week: inside the 5–7 % a week Y Combinator calls good. */
  strongGrowth: 0.3,
  /** Commonly cited as good even for software sold to larger companies. */
  lowChurn: 0.02,
  /** The top of the 3–5 % a month commonly cited for software sold to small businesses. */
  highChurn: 0.05,
  /** Over 20 % a month loses more than nine in ten customers within a year. */
  severeChurn: 0.2,
  highCac: 5000,
  /** The payback commonly cited as good for an acquisition cost. */
  cacPaybackMonths: UNIT_ECONOMICS_THRESHOLDS.goodPaybackMonths,
  /** Twice the three months a round takes: time to raise, and time to spare when it runs late. */
  shortRunwayMonths: 6,
} as const

const pct = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`
// Grouped by hand, not with toLocaleString: these texts are built when the module loads, which is during the page's
// start-up in every calculator, and the first toLocaleString call loads locale data (tens of ms on a phone).
const usd = (amount: number) => `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`
const f = FUNDING_THRESHOLDS
const k = KPI_THRESHOLDS
const s = BENCHMARK_SOURCES

/** The funding calculator's guide on its verdicts. */
export const FUNDING_VERDICT_GUIDE = `How the verdicts are drawn: a round under ${f.shortRoundMonths} months is short, because raising the next one takes about three months from first meeting to money in the bank, and often six (${s.fundraisingTime}). Dilution is compared with ${s.seedDilution}: under ${pct(f.lightDilution)} is a light round, ${pct(f.lightDilution)}–${pct(f.heavyDilution)} close to that median, over ${pct(f.heavyDilution)} heavy.`

/** One line per KPI verdict: its thresholds and their source (the launch plan's KPI module, the CAC, burn and unit economics guides). */
export const KPI_GUIDE_LINES = {
  growth: `Growth: under ${pct(k.slowGrowth)} a month is slow, over ${pct(k.strongGrowth)} strong, after ${s.growth}.`,
  churn: `Churn: ${pct(k.lowChurn)} a month or less is low, up to ${pct(k.highChurn)} usual for software sold to small businesses, over ${pct(k.highChurn)} high and over ${pct(k.severeChurn)} very high, after ${s.churn}.`,
  cac: `Acquisition cost: over ${usd(k.highCac)} is high, because it takes ${usd(k.highCac / k.cacPaybackMonths)} a month of gross margin per customer to earn it back within ${k.cacPaybackMonths} months, after ${s.unitEconomics}.`,
  runway: `Runway: under ${k.shortRunwayMonths} months is short, because a round takes about three months from first meeting to money in the bank and often six (${s.fundraisingTime}).`,
} as const

const u = UNIT_ECONOMICS_THRESHOLDS

/** The unit economics calculator's guide on its verdicts. */
export const UNIT_ECONOMICS_VERDICT_GUIDE = `How the verdicts are drawn: an LTV:CAC under 1 loses money on every customer and one under ${u.healthyLtvToCac} is below the ${u.healthyLtvToCac}:1 investors look for; a payback over ${u.goodPaybackMonths} months is long. Both after ${s.unitEconomics}.`

/** The valuation calculator's guide on its verdict. */
export const VALUATION_VERDICT_GUIDE = `How the verdict is drawn: growth under ${pct(VALUATION_THRESHOLDS.lowGrowth)} a year is slow, after ${s.softwareMultiples}.`
