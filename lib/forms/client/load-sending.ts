type Sending = typeof import('./sending')
let sending: Promise<Sending> | null = null

/**
 * The sending code (fetch, the kept submissions), fetched once (again after a failed fetch). Every form starts it in
 * the task after hydration, so it is there by the first submit and before a connection drops; the send queue's
 * runner waits on the same promise, one task later still, so the forms that mounted with it have restored their kept
 * copies before it sends any (see send-queue-runner.tsx). Its own module so the runner every page mounts does not carry the forms' hook.
 */
export function loadSending(): Promise<Sending> {
  return (sending ??= import('./sending').catch((error: unknown) => {
    sending = null
    throw error
  }))
}
