import { configuredPasswordHash } from '@/lib/auth/password-in-use'
import { siteConfig } from '@/lib/site'
import { LoginForm } from './login-form'

/**
 * What a logged-out visitor sees on any admin URL: the login form, or — with no password configured yet — how to
 * set one (no form: nothing could be accepted).
 */
export async function LoginScreen() {
  const configured = await configuredPasswordHash().then(
    (hash) => hash !== null,
    () => true, // the database is away: show the form; a login attempt then answers 'Authentication failed'
  )
  return (
    <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center px-4 py-16">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{siteConfig().name}</p>
      <h1 className="mt-1 mb-6 text-2xl font-semibold tracking-tight">Admin login</h1>
      {configured ? (
        <LoginForm />
      ) : (
        <div className="space-y-3 text-sm leading-6" data-testid="admin-no-password">
          <p>No admin password is set yet, so no login is possible.</p>
          <p>
            On the server, run <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">npm run admin:set-password</code> (or
            set <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">ADMIN_PASSWORD_HASH</code>), then reload this page.
          </p>
        </div>
      )}
    </main>
  )
}
