/**
 * Reads a request body as text, or null once it passes `limit` bytes — counted as it streams, so a lying or absent
 * Content-Length cannot smuggle a larger body in; a declared length over the limit is refused before reading.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
