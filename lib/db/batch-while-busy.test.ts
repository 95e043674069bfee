import { expect, it } from 'vitest'
import { batchWhileBusy } from './batch-while-busy'

/** A run whose groups are recorded and that finishes only when told to. */
function recorder(fail?: (items: number[]) => boolean) {
  const groups: number[][] = []
  const pending: (() => void)[] = []
  const run = async (items: number[]) => {
    groups.push(items)
    await new Promise<void>((resolve) => pending.push(resolve))
    if (fail?.(items)) throw new Error(`group ${items.join(',')} failed`)
    return items.map((n) => n * 10)
  }
  const finishNext = async () => {
    while (pending.length === 0) await new Promise((r) => setTimeout(r, 1))
    pending.shift()!()
  }
  return { groups, run, finishNext }
}

it('runs the first call alone and the calls made meanwhile together, answering each its own result', async () => {
  const r = recorder()
  const call = batchWhileBusy(r.run, 10)
  const answers = [1, 2, 3, 4].map((n) => call(n))
  await r.finishNext()
  await r.finishNext()
  expect(await Promise.all(answers)).toEqual([10, 20, 30, 40])
  expect(r.groups).toEqual([[1], [2, 3, 4]])
})

it('never puts more than mostAtOnce in one group', async () => {
  const r = recorder()
  const call = batchWhileBusy(r.run, 2)
  const answers = [1, 2, 3, 4, 5].map((n) => call(n))
  for (let i = 0; i < 3; i++) await r.finishNext()
  await Promise.all(answers)
  expect(r.groups).toEqual([[1], [2, 3], [4, 5]])
})

it('fails every call of a failed group, and only those', async () => {
  const r = recorder((items) => items.includes(2))
  const call = batchWhileBusy(r.run, 10)
  const answers = [1, 2, 3].map((n) => call(n).catch((err: Error) => err.message))
  await r.finishNext()
  await r.finishNext()
  expect(await Promise.all(answers)).toEqual([10, 'group 2,3 failed', 'group 2,3 failed'])
  // Idle again: the next call runs at once, alone.
  const later = call(7)
  await r.finishNext()
  expect(await later).toBe(70)
  expect(r.groups.at(-1)).toEqual([7])
})
