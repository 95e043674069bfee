import { AccessDenied } from '@/components/site/access-denied'

/** forbidden() outside the admin area (which has its own, app/(admin)/forbidden.tsx). */
export default function Forbidden() {
  return AccessDenied(403)
}
