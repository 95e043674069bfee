import { defineForm } from '../form-definition'
import { company, email, name } from './common'

/** The /agents page's two forms: early access to the agents, and a demo of them. */

export const earlyAccessForm = defineForm({
  id: 'early-access',
  type: 'early-access',
  typeName: 'Early access',
  source: 'agents',
  noun: 'early-access request',
  fields: {
    name,
    email,
    company: { ...company, wide: true },
    useCase: {
      kind: 'text',
      label: 'Use case',
      required: true,
      min: 10,
      max: 2000,
      multiline: true,
      wide: true,
      hint: 'What would you like agents to do for you? At least 10 characters.',
    },
  },
  submitLabel: 'Request early access',
  success: {
    title: 'You are on the list.',
    body: 'Thank you — we will be in touch as soon as early access opens for your use case.',
    againLabel: 'Sign up someone else',
  },
})

export const demoForm = defineForm({
  id: 'demo',
  type: 'demo',
  typeName: 'Demo request',
  source: 'agents',
  noun: 'demo request',
  fields: {
    name,
    email,
    company,
    preferredDate: { kind: 'date', label: 'Preferred date', notPast: true, hint: 'Today or later.' },
    message: { kind: 'text', label: 'Message', max: 5000, multiline: true, rows: 4, wide: true },
  },
  submitLabel: 'Request a demo',
  success: {
    title: 'Demo requested.',
    body: 'Thank you — we will reply within two business days to confirm a time.',
    againLabel: 'Request another demo',
  },
})
