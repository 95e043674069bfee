import { ClosingCta } from './closing-cta'
import { Flywheel } from './flywheel'
import { FocusPillars } from './focus-pillars'
import { Principles } from './principles'
import { ServicesSummary } from './services-summary'

export { ClosingCta, Flywheel, FocusPillars, Principles, ServicesSummary }

/** Every home page section below the hero, in order: drop `<HomeSections />` after the hero in app/(site)/page.tsx. */
export function HomeSections() {
  return (
    <>
      <FocusPillars />
      <Flywheel />
      <ServicesSummary />
      <Principles />
      <ClosingCta />
    </>
  )
}
