import { expect, test } from '@playwright/test'
import { startApp, type AppServer } from '../support/app-server'
import { smtpSink } from '../support/smtp'

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1]

/**
 * The SMTP restart test at the level of the running site: a real SMTP server (smtp-server) in the test process takes
 * the e-mails an application sets off. The first message to arrive is held in its DATA phase — the app is sending it
 * — and the app is killed there (SIGKILL: no clean-up runs). Restarted on the same data, the site sends it again once
 * its job's lease has passed, and every message arrives exactly once.
 */
test('an e-mail the site was sending when it was killed is sent once after the restart, and no message twice', async ({ request }) => {
  test.setTimeout(180_000)
  // The first message to arrive is never answered: its sender is killed while waiting for the 250.
  const sink = smtpSink({ holdFirst: 1 })
  const smtpUrl = await sink.start()
  const env = { SMTP_URL: smtpUrl, JOB_LEASE_SECONDS: '30', FORM_RATE_LIMIT: '0' }
  let app: AppServer | undefined = await startApp({ env })
  const dataDir = app.dataDir
  try {
    const res = await request.post(`${app.url}/api/forms/apply`, {
      headers: { Origin: app.url },
      data: { companyName: 'Restart Labs', founderName: 'Grace Hopper', email: 'grace@restart.example', stage: 'seed', pitch: 'Agents that reconcile ledgers overnight.' },
    })
    expect(res.status()).toBe(201)
    // The application sets off two messages (the team's notice and the founder's receipt); one is now mid-send.
    await expect.poll(() => sink.held(), { timeout: 30_000 }).toBe(1)
    await app.stop('SIGKILL')

    app = await startApp({ env, dataDir })
    await expect.poll(() => sink.received.length, { timeout: 90_000, intervals: [1_000] }).toBe(2)
    // A little longer: nothing else may arrive (a message sent twice would show here).
    await new Promise((r) => setTimeout(r, 3_000))
    const ids = sink.received.map(messageIdOf)
    expect(ids.every(Boolean)).toBe(true)
    expect(new Set(ids).size).toBe(2)
    expect(sink.received.some((raw) => /^To: grace@restart\.example/m.test(raw))).toBe(true)
    expect(sink.received.some((raw) => /^Subject: New application: Restart Labs/m.test(raw))).toBe(true)
  } finally {
    await app?.stop()
    await sink.stop()
  }
})
