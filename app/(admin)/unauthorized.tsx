import { LoginScreen } from '@/components/admin/login-screen'

/**
 * Rendered (with status 401) whenever an admin page's requireAdmin() finds no valid session. Kept in the admin group:
 * at the root, this boundary (the whole login form) was part of every public page's RSC payload.
 */
export default function Unauthorized() {
  return <LoginScreen />
}
