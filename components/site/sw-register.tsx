import { env } from '@/lib/env'
import { ServiceWorkerRegistration } from './sw-registration'

/**
 * Registers /sw.js in production builds only: in `next dev` a worker would serve stale pages and chunks while the
 * code changes under it. Decided on the server so that the client leaf carries no build flag of its own.
 */
export function ServiceWorkerRegister() {
  return env().NODE_ENV === 'production' ? <ServiceWorkerRegistration /> : null
}
