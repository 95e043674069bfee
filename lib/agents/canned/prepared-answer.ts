/** A prepared answer to a legal or local-market question; its own file so the answer lists and the chooser do not import each other. */
export type PreparedAnswer = {
  id: string
  title: string
  /** Words that make this the answer (the more found, the better it fits). */
  keywords: readonly string[]
  /** Words that name this subject on their own ('gmbh', 'mfn'); without one, two keywords are needed. */
  strong: readonly string[]
  /** When set, one of these must be in the message too, for another agent to give this answer ('sell', 'hire'). */
  needs?: readonly string[]
  content: string
}
