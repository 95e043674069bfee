import { expect, it } from 'vitest'
import { POST } from './route'

function post(type: string, body: string) {
  const request = new Request(`http://localhost/api/forms/${type}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return POST(request, { params: Promise.resolve({ type }) })
}

it('answers 400 naming the field for a lone surrogate, which PostgreSQL cannot store', async () => {
  const response = await post('contact', '{"name":"\\ud800","email":"ada@example.com","message":"We are building an agent."}')
  expect(response.status).toBe(400)
  expect((await response.json()).fieldErrors).toEqual({ name: 'Name contains characters that are not allowed.' })
})

it('answers 400 naming the path for one nested in the chat form’s context', async () => {
  const response = await post('chat', '{"messages":[{"role":"user","content":"Hello"}],"duration":1,"context":{"page":{"title":"x\\udc00"}}}')
  expect(response.status).toBe(400)
  expect(Object.keys((await response.json()).fieldErrors)).toEqual(['context.page.title'])
})

it('answers 400 naming no field for a body that is not an object of fields', async () => {
  const response = await post('contact', '["Ada"]')
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ error: 'The request body must be a JSON object of form fields.', fieldErrors: {} })
})

it('answers 415 for a body that is not JSON, naming the content type to send', async () => {
  const request = new Request('http://localhost/api/forms/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'name=Ada' })
  const response = await POST(request, { params: Promise.resolve({ type: 'contact' }) })
  expect(response.status).toBe(415)
  expect(await response.json()).toEqual({ error: 'Send the form as JSON (Content-Type: application/json).' })
})
