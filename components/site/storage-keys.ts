/** Bump the id when the announcement changes, so visitors who dismissed the old one see the new one. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement:agentic-ai-workflows'
export const ANNOUNCEMENT_DISMISSED = 'dismissed'
