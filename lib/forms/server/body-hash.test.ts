import { expect, it } from 'vitest'
import { bodyHash } from './body-hash'

it('is the same for the same fields in another order, different when a value changes', () => {
  expect(bodyHash({ a: 1, b: { c: 'x', d: [1, 2] } })).toBe(bodyHash({ b: { d: [1, 2], c: 'x' }, a: 1 }))
  expect(bodyHash({ a: 1, b: undefined })).toBe(bodyHash({ a: 1 }))
  expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }))
  expect(bodyHash({ d: [1, 2] })).not.toBe(bodyHash({ d: [2, 1] }))
})
