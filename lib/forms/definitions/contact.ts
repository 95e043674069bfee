import { REPLY_TIME } from '@/config/content/contact'
import { defineForm } from '../form-definition'
import { CHAT_TRANSCRIPT_MAX, company, email, INVESTOR_TYPE_LABELS, message, name, PARTNERSHIP_TYPE_LABELS, stage, website } from './common'

/** /contact, and the five forms of /contact-hub, each read by the team that can answer it. */

const sent = (title: string) => ({ title, body: `Thank you — we will reply ${REPLY_TIME}.` })

export const contactForm = defineForm({
  id: 'contact',
  type: 'contact',
  typeName: 'Contact message',
  source: 'contact',
  noun: 'message',
  fields: {
    name,
    email,
    company,
    phone: { kind: 'phone', label: 'Phone', autoComplete: 'tel' },
    role: { kind: 'text', label: 'Role', max: 120, autoComplete: 'organization-title', wide: true },
    message: message('How can we help?'),
  },
  submitLabel: 'Send message',
  success: { path: '/contact/success' },
})

export const contactGeneralForm = defineForm({
  id: 'contact_general',
  type: 'contact_general',
  typeName: 'Contact — general',
  source: 'contact-hub',
  noun: 'message',
  fields: {
    name,
    email,
    subject: { kind: 'text', label: 'Subject', max: 200, wide: true },
    message: message(),
    // Filled by the chat's 'Talk to the team', never typed into the page form.
    transcript: { kind: 'text', label: 'Chat transcript', max: CHAT_TRANSCRIPT_MAX, multiline: true, onPage: false },
  },
  submitLabel: 'Send message',
  success: sent('Message sent.'),
})

export const contactEntrepreneurForm = defineForm({
  id: 'contact_entrepreneur',
  type: 'contact_entrepreneur',
  typeName: 'Contact — entrepreneur',
  source: 'contact-hub',
  noun: 'message',
  fields: {
    name,
    email,
    companyName: { kind: 'text', label: 'Company name', required: true, max: 160, autoComplete: 'organization' },
    website,
    stage: { ...stage, wide: true },
    message: message('Tell us about your startup.'),
  },
  submitLabel: 'Contact the founder team',
  success: sent('Message sent to the founder team.'),
})

export const contactInvestorForm = defineForm({
  id: 'contact_investor',
  type: 'contact_investor',
  typeName: 'Contact — investor',
  source: 'contact-hub',
  noun: 'message',
  fields: {
    name,
    email,
    company: { ...company, label: 'Firm' },
    investorType: { kind: 'choice', label: 'Investor type', options: INVESTOR_TYPE_LABELS, emptyLabel: 'Select a type' },
    message: message(),
  },
  submitLabel: 'Contact investor relations',
  success: sent('Message sent to investor relations.'),
})

export const contactMediaForm = defineForm({
  id: 'contact_media',
  type: 'contact_media',
  typeName: 'Contact — media',
  source: 'contact-hub',
  noun: 'message',
  fields: {
    name,
    email,
    company: { ...company, label: 'Publication', required: true },
    deadline: { kind: 'text', label: 'Deadline', max: 60, placeholder: 'e.g. Friday 5 pm CET' },
    message: message('Your request.'),
  },
  submitLabel: 'Send media request',
  success: sent('Media request sent.'),
})

export const contactPartnershipForm = defineForm({
  id: 'contact_partnership',
  type: 'contact_partnership',
  typeName: 'Contact — partnership',
  source: 'contact-hub',
  noun: 'message',
  fields: {
    name,
    email,
    company: { ...company, label: 'Organisation', required: true },
    partnershipType: { kind: 'choice', label: 'Partnership type', options: PARTNERSHIP_TYPE_LABELS, emptyLabel: 'Select a type' },
    website: { ...website, wide: true },
    message: message('What would you like to build together?'),
  },
  submitLabel: 'Propose a partnership',
  success: sent('Partnership proposal sent.'),
})
