import 'server-only'

/**
 * A chat answer streamed as server-sent events: `sentence` events ({text}) as the answer is written, then one `reply`
 * event with the whole ChatReply, or one `error` event ({error, suggestion}) when it ends in a failure.
 *
 * The stream starts only when the first sentence is ready. An answer that is complete (or failed) before that — a
 * canned answer, a refusal such as a full session — is answered exactly as a non-streamed request is, by `whole`.
 */

const ENCODER = new TextEncoder()

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

export async function streamOrWhole<T>(
  run: (onSentence: (text: string) => void) => Promise<T>,
  whole: (outcome: Promise<T>) => Promise<Response>,
  failure: (err: unknown) => { error: string; suggestion: string },
): Promise<Response> {
  const frames: string[] = []
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null
  let started!: () => void
  const firstSentence = new Promise<'stream'>((resolve) => (started = () => resolve('stream')))
  const write = (frame: string) => {
    if (!controller) return void frames.push(frame)
    try {
      controller.enqueue(ENCODER.encode(frame))
    } catch {
      // The visitor left: the answer is still finished and saved, nobody reads it now.
    }
  }

  const outcome = run((text) => {
    write(sseEvent('sentence', { text }))
    started()
  })
  const first = await Promise.race([outcome.then(() => 'done' as const, () => 'done' as const), firstSentence])
  if (first === 'done' && frames.length === 0) return whole(outcome)

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
      for (const frame of frames.splice(0)) write(frame)
      outcome
        .then((reply) => write(sseEvent('reply', reply)), (err: unknown) => write(sseEvent('error', failure(err))))
        .finally(() => {
          try {
            c.close()
          } catch {}
        })
    },
  })
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  })
}
