import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeBeforeExit } from './shutdown'

describe('closeBeforeExit', () => {
  const originalExit = process.exit
  let undo: (() => void) | undefined

  afterEach(() => {
    undo?.()
    process.exit = originalExit
  })

  it('closes the database before the process exits', async () => {
    const order: string[] = []
    const fakeExit = vi.fn((code?: number) => void order.push(`exit ${code}`)) as unknown as typeof process.exit
    process.exit = fakeExit
    undo = closeBeforeExit(async () => {
      await new Promise((r) => setTimeout(r, 20))
      order.push('closed')
    }, { info() {}, error() {} })

    process.exit(143)
    expect(order).toEqual([]) // the exit waits for the close
    await vi.waitFor(() => expect(order).toEqual(['closed', 'exit 143']))
  })

  it('closes only once when exit is called twice', async () => {
    process.exit = vi.fn() as unknown as typeof process.exit
    const close = vi.fn(async () => {})
    undo = closeBeforeExit(close, { info() {}, error() {} })
    process.exit(0)
    process.exit(0)
    await vi.waitFor(() => expect(process.exit).toBeDefined())
    await new Promise((r) => setTimeout(r, 10))
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('still exits when the close fails, and says so', async () => {
    const fakeExit = vi.fn() as unknown as typeof process.exit
    process.exit = fakeExit
    const log = { info: vi.fn(), error: vi.fn() }
    undo = closeBeforeExit(async () => {
      throw new Error('disk gone')
    }, log)
    process.exit(1)
    await vi.waitFor(() => expect(fakeExit).toHaveBeenCalledWith(1))
    expect(log.error).toHaveBeenCalledWith('close failed: disk gone')
  })

  it('exits on SIGTERM by itself when no other handler will', async () => {
    const fakeExit = vi.fn() as unknown as typeof process.exit
    process.exit = fakeExit
    const close = vi.fn(async () => {})
    undo = closeBeforeExit(close, { info() {}, error() {} })
    process.emit('SIGTERM', 'SIGTERM')
    await vi.waitFor(() => expect(fakeExit).toHaveBeenCalledWith(143))
    expect(close).toHaveBeenCalledTimes(1)
  })
})
