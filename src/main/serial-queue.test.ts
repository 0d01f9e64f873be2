import { describe, expect, it } from 'vitest'
import { createSerialQueue } from './serial-queue'

describe('createSerialQueue', () => {
  it('runs tasks one at a time, in order, even after a failure', async () => {
    const serial = createSerialQueue()
    const events: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`)
        await new Promise((resolve) => setTimeout(resolve, 5))
        events.push(`end ${name}`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      serial(task('a')),
      serial(task('b', true)),
      serial(task('c')),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })
})
