import { defineForm } from '../form-definition'
import { email, name, NEWSLETTER_TOPIC_LABELS } from './common'

/** The newsletter sign-up of every page's footer (components/forms/newsletter-form.tsx draws it and its toast). */
export const newsletterForm = defineForm({
  id: 'newsletter',
  type: 'newsletter',
  typeName: 'Newsletter sign-up',
  source: 'footer',
  noun: 'newsletter sign-up',
  fields: {
    email,
    name: { ...name, required: false },
    preferences: { kind: 'topics', label: 'Topics', options: NEWSLETTER_TOPIC_LABELS },
  },
})
