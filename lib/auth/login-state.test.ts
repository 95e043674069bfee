import { describe, expect, it } from 'vitest'
import { LOGIN_IDLE, loginMessage, type LoginState } from './login-state'

const wrong: LoginState = { status: 'error', message: 'Wrong e-mail or password.' }

describe('the message under the login form', () => {
  it("shows an attempt's error when the visitor did not type again meanwhile", () => {
    expect(loginMessage(wrong, null)).toBe('Wrong e-mail or password.')
    expect(loginMessage(LOGIN_IDLE, null)).toBe('')
  })
  it('hides an answer that arrives after the visitor typed again while it was checked', () => {
    expect(loginMessage(wrong, LOGIN_IDLE)).toBe('')
    // A second wrong answer is a new object: the one on screen when they typed stays, the later one is hidden.
    const earlier: LoginState = { status: 'error', message: 'Wrong e-mail or password.' }
    expect(loginMessage(earlier, earlier)).toBe('Wrong e-mail or password.')
    expect(loginMessage(wrong, earlier)).toBe('')
  })
})
