import { applyForm, quickApplyForm } from './definitions/apply'
import { demoForm, earlyAccessForm } from './definitions/agents'
import {
  contactEntrepreneurForm,
  contactForm,
  contactGeneralForm,
  contactInvestorForm,
  contactMediaForm,
  contactPartnershipForm,
} from './definitions/contact'
import { newsletterForm } from './definitions/newsletter'

/**
 * The site's forms, one declaration each (lib/forms/definitions/). Adding a form is adding its declaration here and
 * a page that draws it with <PageForm id="…" />; its schema, server action, API acceptance, success page and the
 * team's name for its type follow from the declaration (lib/forms/types.ts, page-forms.ts, schemas.ts). A new type
 * also needs a migration (npm run db:generate), as the database checks the stored type against this list.
 * The order is the order of the types wherever they are listed (the admin's filters, the exports, the check).
 */
export const FORM_DEFINITIONS = [
  applyForm,
  quickApplyForm,
  contactForm,
  contactGeneralForm,
  contactEntrepreneurForm,
  contactInvestorForm,
  contactMediaForm,
  contactPartnershipForm,
  newsletterForm,
  earlyAccessForm,
  demoForm,
] as const
