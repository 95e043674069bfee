import { ArrowRight } from '@/components/ui/icons'
import { APPLY_LINK, CONTACT_LINK } from '@/config/nav'
import { Container } from './container'
import { ButtonLink } from '@/components/ui/button'

/** The closing call to action: Apply Now and Contact Us (calls to action everywhere). */
export function CtaBand({
  id = 'cta-heading',
  title,
  text,
}: {
  id?: string
  title: string
  text: string
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-center shadow-xl sm:px-16 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
          <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(99_102_241/0.45),transparent)]" />
          <div className="relative">
            <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
              {title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-300">{text}</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <ButtonLink href={APPLY_LINK.href} variant="inverse" className="w-full sm:w-auto">
                {APPLY_LINK.label}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={CONTACT_LINK.href} variant="outlineOnDark" className="w-full sm:w-auto">
                {CONTACT_LINK.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
