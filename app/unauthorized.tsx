import { AccessDenied } from '@/components/site/access-denied'

/** unauthorized() outside the admin area (which shows its login form, app/(admin)/unauthorized.tsx). */
export default function Unauthorized() {
  return AccessDenied(401)
}
