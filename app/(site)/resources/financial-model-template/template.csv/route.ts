import { templateCsv } from '@/lib/tools/financial-model'

// Built once at build time: the template only changes with the code.
export const dynamic = 'force-static'

export function GET() {
  return new Response(templateCsv(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="financial-model-template.csv"',
    },
  })
}
