import { describe, expect, it, vi } from 'vitest'
import { lazyOnFirstUse } from './on-first-use'

const Part = () => null
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('lazyOnFirstUse', () => {
  it('fetches nothing until preloaded, then once however often it is preloaded', async () => {
    const load = vi.fn(async () => Part)
    const part = lazyOnFirstUse(load)
    expect(load).not.toHaveBeenCalled()
    part.preload()
    part.preload()
    await settle()
    part.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed fetch, so the next use tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part)
    const part = lazyOnFirstUse(load)
    part.preload()
    await settle()
    part.preload()
    await settle()
    part.preload()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
