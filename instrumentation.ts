/**
 * Runs once when the server starts: validates the environment (a bad value stops the start with a message naming
 * the variable), prepares the session secret, opens the database and applies the migrations, and arranges for the
 * database to be closed cleanly on shutdown.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('@/lib/startup')
  await startServer()
}
