import type { DeckStorage } from '@/lib/files/upload-slots'

const MB = 1024 * 1024

/**
 * The dashboard's warning when stored decks near the budget (DECK_STORAGE_MB): past it, new decks are refused and
 * founders are asked for a link instead, so the team should know before that happens. Nothing is shown below 80 %.
 */
export function DeckStorageNotice({ storage }: { storage: DeckStorage }) {
  if (!storage.nearlyFull) return null
  const used = Math.round(storage.usedBytes / MB)
  const budget = Math.round(storage.budgetBytes / MB)
  const share = Math.min(100, Math.floor((storage.usedBytes / storage.budgetBytes) * 100))
  return (
    <section
      aria-labelledby="deck-storage-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950"
      data-testid="deck-storage-notice"
    >
      <h2 id="deck-storage-title" className="font-semibold text-amber-900 dark:text-amber-100">
        {storage.full ? 'Deck storage is full' : `Deck storage is ${share} % full`}
      </h2>
      <p className="text-sm text-amber-900 dark:text-amber-100">
        Pitch decks take {used.toLocaleString('en')} MB of the {budget.toLocaleString('en')} MB budget.{' '}
        {storage.full
          ? 'New decks are refused and founders are asked to share a link instead.'
          : 'Once it is full, new decks are refused and founders are asked to share a link instead.'}{' '}
        Delete old applications, or raise DECK_STORAGE_MB.
      </p>
    </section>
  )
}
