/**
 * Stand-in for lib/agents/end-chat.ts (endChat) until it is merged: same signature, so switching is a one-line import
 * change in route.ts. It stores nothing and says so.
 */
export async function endChat(sessionId: string, meta: { ip: string; userAgent: string | null }): Promise<{ stored: boolean }> {
  void sessionId
  void meta
  return { stored: false }
}
