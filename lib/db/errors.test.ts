import { expect, it } from 'vitest'
import { describeDbError, isPermanentDbError, sqlState } from './errors'

const coded = (code: string) => Object.assign(new Error('x'), { code })

it('finds the SQLSTATE on the error or on its cause, never a Node error code', () => {
  expect(sqlState(coded('23514'))).toBe('23514')
  expect(sqlState(new Error('Failed query', { cause: coded('22P05') }))).toBe('22P05')
  expect(sqlState(coded('ECONNREFUSED'))).toBeUndefined()
  expect(sqlState(coded('EPIPE'))).toBeUndefined()
})

it('counts only data and constraint errors as permanent', () => {
  expect(isPermanentDbError(coded('22P05'))).toBe(true)
  expect(isPermanentDbError(coded('23505'))).toBe(true)
  for (const code of ['08006', '57P01', '53300', '40001', '42P01', 'ECONNREFUSED']) expect(isPermanentDbError(coded(code))).toBe(false)
  expect(isPermanentDbError(new Error('PGlite is closed'))).toBe(false)
})

it('describes an error with its code and the driver’s message', () => {
  expect(describeDbError(new Error('Failed query', { cause: Object.assign(new Error('bad escape'), { code: '22P05' }) }))).toBe('22P05 Failed query: bad escape')
})
