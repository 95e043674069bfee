import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, isAesKeyBase64, parseEnv } from './env'

/** `openssl rand -base64 32`: what the README tells operators to run. */
const ACTION_KEY = Buffer.alloc(32, 7).toString('base64')

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source)
  } catch (err) {
    if (err instanceof EnvError) return err.problems
    throw err
  }
  return []
}

describe('parseEnv', () => {
  it('works with no configuration at all', () => {
    const env = parseEnv({})
    expect(env.dataDir).toBe(path.resolve('./data'))
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.TRUST_PROXY).toBe(0)
    expect(env.ENABLE_TEST_ROUTES).toBe(false)
  })

  it('treats empty strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SESSION_SECRET: '', CONTACT_EMAIL: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.CONTACT_EMAIL).toBeUndefined()
  })

  it('takes the S3 settings all together or not at all, naming each one missing', () => {
    const s3 = { S3_ENDPOINT: 'https://s3.example.com', S3_REGION: 'eu-central-1', S3_BUCKET: 'studio-decks', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' }
    expect(parseEnv(s3).S3_BUCKET).toBe('studio-decks')
    expect(problemsOf({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET })).toEqual([
      'S3_REGION is required when any of S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set (all five or none)',
      'S3_ACCESS_KEY_ID is required when any of S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set (all five or none)',
      'S3_SECRET_ACCESS_KEY is required when any of S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set (all five or none)',
    ])
    expect(problemsOf({ ...s3, S3_ENDPOINT: 'ftp://s3.example.com' })).toEqual(['S3_ENDPOINT must start with http:// or https://'])
  })

  it('requires SESSION_SECRET with DATABASE_URL and names it', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://u:p@db:5432/site', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTION_KEY })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^SESSION_SECRET is required when DATABASE_URL is set/)
  })

  it('requires NEXT_SERVER_ACTIONS_ENCRYPTION_KEY with DATABASE_URL, naming it and how to make one', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://u:p@db:5432/site', SESSION_SECRET: 'x'.repeat(32) })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is required when DATABASE_URL is set/)
    expect(problems[0]).toContain('openssl rand -base64 32')
  })

  it('accepts DATABASE_URL with a long enough SESSION_SECRET and a server-action key', () => {
    const env = parseEnv({ DATABASE_URL: 'postgresql://db/site', SESSION_SECRET: 'x'.repeat(32), NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTION_KEY })
    expect(env.DATABASE_URL).toBe('postgresql://db/site')
  })

  it('takes a server-action key only as Next.js can use it: base64 of an AES key of 16, 24 or 32 bytes', () => {
    for (const bytes of [16, 24, 32]) expect(isAesKeyBase64(Buffer.alloc(bytes, 1).toString('base64'))).toBe(true)
    for (const bytes of [8, 31, 33, 48]) expect(isAesKeyBase64(Buffer.alloc(bytes, 1).toString('base64'))).toBe(false)
    expect(isAesKeyBase64('not base64 at all!')).toBe(false)
    expect(isAesKeyBase64(ACTION_KEY.slice(0, -1))).toBe(false) // padding cut off
    // Exactly as Next.js reads it (encryption-utils.js: atob, then a raw AES-GCM key).
    expect(atob(ACTION_KEY)).toHaveLength(32)
    const problems = problemsOf({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'secret-passphrase' })
    expect(problems[0]).toMatch(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be an AES key of 16, 24 or 32 bytes in base64 .*openssl rand -base64 32/)
  })

  it('refuses a DEPLOYMENT_ID that cannot go into a URL', () => {
    expect(parseEnv({ DEPLOYMENT_ID: 'a1b2c3' }).DEPLOYMENT_ID).toBe('a1b2c3')
    expect(problemsOf({ DEPLOYMENT_ID: 'v1 final' })[0]).toMatch(/^DEPLOYMENT_ID must be/)
  })

  it.each([
    [{ TRUST_PROXY: 'two' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ SITE_URL: 'studio.example' }, 'SITE_URL'],
    [{ SITE_URL: 'ftp://studio.example' }, 'SITE_URL'],
    [{ DATABASE_URL: 'mysql://db/site', SESSION_SECRET: 'x'.repeat(32), NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTION_KEY }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ CONTACT_EMAIL: 'not-an-address' }, 'CONTACT_EMAIL'],
    [{ SOCIAL_X: 'x.com/studio' }, 'SOCIAL_X'],
  ])('rejects %o with a message naming %s', (source, variable) => {
    const problems = problemsOf(source)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]!.startsWith(`${variable} `)).toBe(true)
  })

  it('parses TRUST_PROXY and trims the trailing slash of SITE_URL', () => {
    const env = parseEnv({ TRUST_PROXY: '2', SITE_URL: 'https://studio.example/' })
    expect(env.TRUST_PROXY).toBe(2)
    expect(env.SITE_URL).toBe('https://studio.example')
  })

  it('reads ENABLE_TEST_ROUTES as a flag', () => {
    expect(parseEnv({ ENABLE_TEST_ROUTES: '1' }).ENABLE_TEST_ROUTES).toBe(true)
    expect(parseEnv({ ENABLE_TEST_ROUTES: 'false' }).ENABLE_TEST_ROUTES).toBe(false)
  })

  it('accepts an admin password hash in the scrypt format and names the variable otherwise', () => {
    const hash = 'scrypt:17:8:1:erbyzNc2uEbAb1uSCFlQSQ:1Q76zxzfk23mCxXnT4tqOwr1sBJaJTC8K0Cbv2E4aW4'
    expect(parseEnv({ ADMIN_PASSWORD_HASH: hash }).ADMIN_PASSWORD_HASH).toBe(hash)
    expect(parseEnv({ ADMIN_PASSWORD_HASH: '' }).ADMIN_PASSWORD_HASH).toBeUndefined()
    expect(problemsOf({ ADMIN_PASSWORD_HASH: 'hunter2' })[0]).toMatch(/^ADMIN_PASSWORD_HASH must be a hash/)
  })
  it('reads language-model settings: keys, URLs, timeout and the fallback agent flag', () => {
    const env = parseEnv({ GROQ_API_KEY: ' gk ', OLLAMA_URL: 'http://127.0.0.1:11434', LLM_TIMEOUT_MS: '5000' })
    expect(env.GROQ_API_KEY).toBe('gk')
    expect(env.OLLAMA_URL).toBe('http://127.0.0.1:11434')
    expect(env.LLM_TIMEOUT_MS).toBe(5000)
    expect(env.LLM_FALLBACK_AGENT).toBe(true)
    expect(parseEnv({}).LLM_TIMEOUT_MS).toBe(30_000)
    expect(parseEnv({ LLM_FALLBACK_AGENT: '0' }).LLM_FALLBACK_AGENT).toBe(false)
  })

  it('refuses a key for a provider that needs none, a bad provider URL and a bad timeout, naming each', () => {
    // The key check runs once every value has parsed (zod refines only a valid object), so it is asked on its own.
    // One problem per variable; their order follows the provider list's, which says nothing about them.
    expect([...problemsOf({ OLLAMA_API_KEY: 'x', LOCALAI_API_KEY: 'y' })].sort()).toEqual([
      expect.stringMatching(/^LOCALAI_API_KEY must not be set/),
      expect.stringMatching(/^OLLAMA_API_KEY must not be set: only providers that need an API key/),
    ])
    expect(problemsOf({ VLLM_URL: 'not a url', LLM_TIMEOUT_MS: 'soon' })).toEqual([
      'VLLM_URL must be an http(s) URL',
      'LLM_TIMEOUT_MS must be a whole number of milliseconds',
    ])
  })

  it('reads the chat mode and rate limit, and names a bad value', () => {
    expect(parseEnv({}).CHAT_MODE).toBeUndefined()
    expect(parseEnv({}).CHAT_RATE_LIMIT).toBe(20)
    expect(parseEnv({ CHAT_MODE: 'live', CHAT_RATE_LIMIT: '0' })).toMatchObject({ CHAT_MODE: 'live', CHAT_RATE_LIMIT: 0 })
    expect(problemsOf({ CHAT_MODE: 'on', CHAT_RATE_LIMIT: '-1' })).toEqual([
      'CHAT_RATE_LIMIT must be 0 or more',
      "CHAT_MODE must be 'coming-soon' or 'live'",
    ])
  })

  it('keeps analytics and chat 90 days and budgets analytics writes and model calls by default', () => {
    expect(parseEnv({})).toMatchObject({
      ANALYTICS_RETENTION_DAYS: 90,
      CHAT_RETENTION_DAYS: 90,
      ANALYTICS_EVENTS_PER_MINUTE: 3_000,
      ANALYTICS_EVENTS_PER_DAY: 200_000,
      LLM_CALLS_PER_MINUTE: 60,
      LLM_CALLS_PER_DAY: 2_000,
    })
  })

  it('names a retention of 0 days', () => {
    expect(() => parseEnv({ CHAT_RETENTION_DAYS: '0' })).toThrow(/CHAT_RETENTION_DAYS/)
  })
})
