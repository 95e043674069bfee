import type { ReactNode } from 'react'
import { PageContainer } from '@/components/forms/form-page'
import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { NEWSLETTER_PAGES_BLOG_LINK } from '@/config/content/newsletter-pages'

/**
 * The page a newsletter e-mail's link opens: a heading, a sentence, and at most one button. The button is a plain
 * form post to the route handler (no JavaScript, no login), which answers with this page again.
 */
export function NewsletterLinkPage({ title, children, action }: { title: string; children: ReactNode; action?: { href: string; token: string; label: string } }) {
  return (
    <PageContainer narrow>
      <div className="text-center">
        <h1 className="text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">{title}</h1>
        <div className="mx-auto mt-5 max-w-xl text-lg leading-8 text-slate-600 dark:text-slate-400">{children}</div>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {action ? (
            <form method="post" action={action.href}>
              <input type="hidden" name="token" value={action.token} />
              <input type="hidden" name="return" value="page" />
              <button type="submit" className={buttonClasses({ size: 'lg' })}>
                {action.label}
              </button>
            </form>
          ) : null}
          <ButtonLink href="/blog" prefetch={false} variant={action ? 'secondary' : 'primary'} size="lg">
            {NEWSLETTER_PAGES_BLOG_LINK}
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  )
}
