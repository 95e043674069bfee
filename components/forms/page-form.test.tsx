import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, expect, it, vi } from 'vitest'
import { SubmissionCards } from '@/components/admin/submission-cards'
import { formSubmissions } from '@/lib/db/schema'
import { submitPageForm } from '@/lib/forms/server/actions'
import { IDLE } from '@/lib/forms/form-state'
import { Outbox } from '@/lib/forms/server/outbox'
import { fieldLabel } from '@/lib/forms/readable-fields'
import { FORM_SCHEMAS, isFormType } from '@/lib/forms/schemas'
import type { SubmitDeps } from '@/lib/forms/server/submit'
import { FORM_TYPES, formTypeName } from '@/lib/forms/types'
import { describeEachDb } from '@/tests/support/db'
import { PageForm } from './page-form'

// Adding a form is one declaration in the registry (and a page that draws it): here a made-up one, appended to the
// site's declarations exactly as a new file under lib/forms/definitions/ would be.
vi.mock('@/lib/forms/registry', async (importOriginal) => {
  const { FORM_DEFINITIONS } = await importOriginal<typeof import('@/lib/forms/registry')>()
  const { defineForm } = await import('@/lib/forms/form-definition')
  const waitlist = defineForm({
    id: 'waitlist',
    type: 'waitlist',
    typeName: 'Waitlist',
    source: 'launch',
    noun: 'waitlist sign-up',
    fields: {
      email: { kind: 'email', label: 'E-mail address', autoComplete: 'email' },
      city: { kind: 'text', label: 'City', required: true, max: 80 },
    },
    submitLabel: 'Join the waitlist',
    success: { title: 'You are on the waitlist.' },
  })
  return { FORM_DEFINITIONS: [...FORM_DEFINITIONS, waitlist] }
})

// What Next.js gives a page and a server action: the route, the request's headers.
vi.mock('next/navigation', () => ({ usePathname: () => '/launch', useRouter: () => ({ push: () => {} }), redirect: () => {} }))
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.9' }) }))
// The action stores through the test's database (the app's own is not opened in unit tests).
const held = vi.hoisted(() => ({ deps: undefined as SubmitDeps | undefined }))
vi.mock('@/lib/forms/server/submit', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/forms/server/submit')>()
  return { ...real, submitForm: (input: Parameters<typeof real.submitForm>[0]) => real.submitForm(input, held.deps) }
})

// The made-up id is not in the site's PageFormId: the test reaches it as the registry would after the edit.
const WAITLIST = 'waitlist' as 'demo'

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}

it('draws a newly declared form with its fields, button and its own id prefix', () => {
  const html = renderToStaticMarkup(<PageForm id={WAITLIST} />)
  expect(html).toContain('data-form="waitlist"')
  expect(html).toMatch(/<label[^>]*for="waitlist-city"[^>]*>[^<]*City/)
  expect(html).toMatch(/<input[^>]*name="email"[^>]*type="email"|<input[^>]*type="email"[^>]*name="email"/)
  expect(html).toContain('Join the waitlist')
})

it('gives the new type a schema the JSON API accepts it by, and its name and labels to the team', () => {
  expect(isFormType('waitlist')).toBe(true)
  expect(FORM_TYPES.at(-2)).toBe('waitlist') // before the chat's transcript, which is always last
  expect(FORM_SCHEMAS['waitlist' as 'demo'].safeParse({ email: 'ada@example.com', city: 'Zurich' }).success).toBe(true)
  expect(formTypeName('waitlist')).toBe('Waitlist')
  expect(fieldLabel('waitlist', 'city')).toBe('City')
  const counts = { total: 0, byType: Object.fromEntries(FORM_TYPES.map((t) => [t, 0])) } as Parameters<typeof SubmissionCards>[0]['counts']
  expect(renderToStaticMarkup(<SubmissionCards counts={counts} />)).toContain('Waitlist')
})

describeEachDb('a newly declared form, sent through its page', ({ handle }) => {
  beforeAll(async () => {
    // A new type needs its migration (npm run db:generate writes this check from the declarations): applied here.
    const types = FORM_TYPES.map((t) => `'${t}'`).join(', ')
    await handle().db.execute(sql.raw('alter table form_submissions drop constraint form_submissions_form_type_check'))
    await handle().db.execute(sql.raw(`alter table form_submissions add constraint form_submissions_form_type_check check (form_type in (${types}))`))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-page-form-'))
    held.deps = { db: async () => handle().db, outbox: new Outbox(path.join(dir, 'submissions.jsonl')), log: () => {} }
  })

  it('refuses it with the declared field’s message, then stores it with its type and source', async () => {
    const refused = await submitPageForm('waitlist', IDLE, formOf({ email: 'ada@example.com' }))
    expect(refused).toMatchObject({ status: 'error', fieldErrors: { city: 'City is required.' }, values: { email: 'ada@example.com' } })

    const sent = await submitPageForm('waitlist', IDLE, formOf({ email: 'ada@example.com', city: 'Zurich' }))
    expect(sent).toMatchObject({ status: 'success', queued: false })
    const [row] = await handle().db.select().from(formSubmissions).where(eq(formSubmissions.id, (sent as { id: string }).id))
    expect(row).toMatchObject({ formType: 'waitlist', data: { email: 'ada@example.com', city: 'Zurich' }, metadata: expect.objectContaining({ source: 'launch' }) })
  })
})
