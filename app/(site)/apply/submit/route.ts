import { handleApplicationPost } from '@/lib/files/application-post'

export const dynamic = 'force-dynamic'

/** The full application with its deck (multipart); see lib/files/application-post.ts for why this is not a server action. */
export async function POST(request: Request): Promise<Response> {
  return handleApplicationPost(request)
}
