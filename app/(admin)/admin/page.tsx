import { requireAdmin } from '@/lib/auth/guard'

export const dynamic = 'force-dynamic'

// Placeholder until the dashboard lands (issue 5); the dashboard helper replaces this file.
export default async function AdminDashboardPage() {
  await requireAdmin()
  return <h1 className="text-2xl font-semibold">Dashboard</h1>
}
