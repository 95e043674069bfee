import { legalContact } from '@/components/content/legal-contact'
import { LegalDocumentView } from '@/components/content/legal-document'
import { connection } from 'next/server'
import { BROWSER_STORAGE, cookiePolicy, STORAGE_TABLE } from '@/config/content/legal'
import { retentionPolicy } from '@/lib/privacy/retention-policy'
import { buildMetadata } from '@/lib/seo'

const described = cookiePolicy(legalContact(), retentionPolicy())

export const metadata = buildMetadata({ title: described.title, description: described.description, path: '/cookie-policy' })

function StorageTable() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{STORAGE_TABLE.caption}</caption>
        <thead className="bg-slate-50 text-slate-950 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{STORAGE_TABLE.name}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{STORAGE_TABLE.kind}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{STORAGE_TABLE.category}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{STORAGE_TABLE.purpose}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{STORAGE_TABLE.duration}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {BROWSER_STORAGE.map((item) => (
            <tr key={item.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-medium text-slate-950 dark:text-white">{item.name}</th>
              <td className="px-4 py-3 whitespace-nowrap">{item.kind}</td>
              <td className="px-4 py-3">{item.category}</td>
              <td className="px-4 py-3">{item.purpose}</td>
              <td className="px-4 py-3">{item.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default async function CookiePolicyPage() {
  await connection() // the analytics retention it states is this server's (see /privacy-policy)
  const doc = cookiePolicy(legalContact(), retentionPolicy())
  return (
    <LegalDocumentView
      doc={doc}
      path="/cookie-policy"
      email={legalContact().email}
      after={{ sectionId: 'what-we-use', node: <StorageTable /> }}
    />
  )
}
