import { LoginScreen } from '@/components/admin/login-screen'

/** Rendered (with status 401) whenever an admin page's requireAdmin() finds no valid session. */
export default function Unauthorized() {
  return <LoginScreen />
}
