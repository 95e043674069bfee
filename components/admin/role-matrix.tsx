import { ADMIN_ROLES, type AdminRole } from '@/lib/db/schema'
import { can, CAPABILITIES, CAPABILITY_LABELS, ROLE_NAMES, ROLE_SUMMARIES } from '@/lib/auth/permissions'
import { ScrollTable } from './scroll-table'
import { td } from './styles'

/**
 * What each role may do, read from the same table the server enforces (lib/auth/permissions.ts): a sentence per role,
 * then every capability with a yes or no per role. `current`: the signed-in account's role, marked in the heading.
 */
export function RoleMatrix({ current }: { current: AdminRole }) {
  return (
    <div className="space-y-4">
      <ul className="max-w-prose space-y-1 text-sm text-slate-700 dark:text-slate-300">
        {ADMIN_ROLES.map((role) => (
          <li key={role}>
            <span className="font-semibold text-slate-900 dark:text-slate-50">
              {ROLE_NAMES[role]}
              {role === current ? ' (you)' : ''}
            </span>{' '}
            — {ROLE_SUMMARIES[role]}
          </li>
        ))}
      </ul>
      <ScrollTable label="Permissions by role" caption="What each role may do" columns={['What', ...ADMIN_ROLES.map((r) => ROLE_NAMES[r])]} testId="role-matrix">
        {CAPABILITIES.map((capability) => (
          <tr key={capability} data-capability={capability}>
            <th scope="row" className={`${td} text-left font-normal`}>
              {CAPABILITY_LABELS[capability]}
            </th>
            {ADMIN_ROLES.map((role) => (
              <td key={role} className={`${td} whitespace-nowrap`} data-role={role}>
                {can(role, capability) ? 'Yes' : 'No'}
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${td} text-left font-normal`}>
            Change their own password
          </th>
          {ADMIN_ROLES.map((role) => (
            <td key={role} className={td} data-role={role}>
              Yes
            </td>
          ))}
        </tr>
      </ScrollTable>
    </div>
  )
}
