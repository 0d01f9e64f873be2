import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  compareRevisions,
  formatRevision,
  isDeviceId,
  newDeviceId,
  parseRevision,
  receive,
  tick,
  type Revision,
} from './hlc'

const deviceArb = fc.stringMatching(/^[a-z0-9]{8,12}$/)
const revisionArb: fc.Arbitrary<Revision> = fc.record({
  wall: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  counter: fc.integer({ min: 0, max: 0xffffff }),
  device: deviceArb,
})

describe('hybrid logical clock', () => {
  it('ticks forward with the wall clock, and counts while the wall clock stands still or goes back', () => {
    const a = tick(null, 1000, 'devicea1')
    expect(a).toEqual({ wall: 1000, counter: 0, device: 'devicea1' })
    const b = tick(a, 1000, 'devicea1')
    expect(b).toEqual({ wall: 1000, counter: 1, device: 'devicea1' })
    const c = tick(b, 900, 'devicea1')
    expect(c).toEqual({ wall: 1000, counter: 2, device: 'devicea1' })
    expect(tick(c, 2000, 'devicea1')).toEqual({ wall: 2000, counter: 0, device: 'devicea1' })
  })

  it('after receiving a revision, the next tick is later than it and than everything before', () => {
    fc.assert(
      fc.property(
        fc.option(revisionArb, { nil: null }),
        revisionArb,
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (last, remote, now) => {
          const clock = receive(last, remote, now, 'deviceb1')
          const next = tick(clock, now, 'deviceb1')
          expect(compareRevisions(next, remote)).toBe(1)
          if (last) expect(compareRevisions(next, last)).toBe(1)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('moves the wall on by a millisecond instead of overflowing the counter', () => {
    const full = { wall: 5, counter: 0xffffff, device: 'devicea1' }
    expect(tick(full, 5, 'devicea1')).toEqual({ wall: 6, counter: 0, device: 'devicea1' })
  })

  it('text form round-trips and sorts exactly as compareRevisions', () => {
    fc.assert(
      fc.property(revisionArb, revisionArb, (a, b) => {
        expect(parseRevision(formatRevision(a))).toEqual(a)
        const byText =
          formatRevision(a) < formatRevision(b) ? -1 : formatRevision(a) > formatRevision(b) ? 1 : 0
        expect(byText).toBe(compareRevisions(a, b))
      }),
      { numRuns: 1000 },
    )
  })

  it('the parser refuses anything malformed', () => {
    const good = formatRevision({ wall: 1_795_000_000_000, counter: 42, device: 'k3v9q0x1m2' })
    expect(good).toBe('001795000000000-00002a-k3v9q0x1m2')
    for (const bad of [
      '',
      '1795000000000-00002a-k3v9q0x1m2',
      '001795000000000-00002A-k3v9q0x1m2',
      '001795000000000-00002a-K3V9Q0X1M2',
      '001795000000000-00002a-short',
      '001795000000000-00002a-k3v9q0x1m2 ',
      '001795000000000-00002a-../../etc',
      `${good}\n`,
      42,
      null,
      { wall: 1 },
    ])
      expect(parseRevision(bad), JSON.stringify(bad)).toBeUndefined()
  })

  it('makes random device ids the parser accepts', () => {
    const a = newDeviceId()
    expect(isDeviceId(a)).toBe(true)
    expect(newDeviceId()).not.toBe(a)
  })
})
