// The convergence property of folder sync (#24): for any interleaving of edits, deletes and
// resolutions on two devices, and any delivery order of the files between them (with duplicates
// and delays), once everything is delivered both devices hold the same current version and the
// same pending conflicts, and every edit ever made is current, pending, or seen by a descendant.
// The folder is modelled as a set of messages: every version a device writes stays deliverable.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatRevision, receive, tick, type Revision } from './hlc'
import {
  localEdit,
  receiveVersion,
  resolveConflict,
  emptyState,
  type RecordState,
  type Version,
} from './merge'

/** Interleavings run (fast-check runs), each up to 40 steps: at least 1,000. */
const interleavings = 1500

type Body = { text: string }
type Step =
  | { kind: 'edit'; device: 0 | 1; advance: number }
  | { kind: 'delete'; device: 0 | 1; advance: number }
  | { kind: 'deliver'; device: 0 | 1; pick: number }
  | { kind: 'resolve'; device: 0 | 1; pick: number; choice: 'mine' | 'theirs' | 'both' }

const device = fc.constantFrom<0 | 1>(0, 1)
// Clocks may stand still or run behind the other device's (skew): -50 … +50 ms a step.
const advance = fc.integer({ min: -50, max: 50 })
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), device, advance }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), device, advance }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('deliver' as const), device, pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      device,
      pick: fc.nat(),
      choice: fc.constantFrom('mine' as const, 'theirs' as const, 'both' as const),
    }),
  },
)

interface Device {
  name: string
  now: number
  clock: Revision | null
  state: RecordState<Body>
}

const held = (state: RecordState<Body>) =>
  [state.current, ...state.conflicts].filter((v): v is Version<Body> => v !== null)

describe('folder sync converges', () => {
  it(`for ${interleavings} interleavings of edits, deletes and resolutions on two devices, in any delivery order with duplicates`, () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: -1000, max: 1000 }),
        (steps, finalOrder, skew) => {
          const devices: Device[] = [
            { name: 'devicea1', now: 1_000_000, clock: null, state: emptyState() },
            { name: 'deviceb1', now: 1_000_000 + skew, clock: null, state: emptyState() },
          ]
          const messages: Version<Body>[] = []
          const edits: string[] = []
          let counter = 0
          const localRevision = (d: Device, advanceBy: number) => {
            d.now += advanceBy
            d.clock = tick(d.clock, d.now, d.name)
            return formatRevision(d.clock)
          }
          const deliver = (d: Device, version: Version<Body>) => {
            d.clock = receive(d.clock, parseOf(version.revision), d.now, d.name)
            d.state = receiveVersion(d.state, version).state
          }
          for (const s of steps) {
            const d = devices[s.device] as Device
            if (s.kind === 'edit' || s.kind === 'delete') {
              const body = s.kind === 'edit' ? { text: `${d.name} edit ${counter++}` } : null
              d.state = localEdit(d.state, body, localRevision(d, s.advance))
              const made = d.state.current as Version<Body>
              messages.push(made)
              edits.push(made.revision)
            } else if (s.kind === 'deliver') {
              if (messages.length > 0)
                deliver(d, messages[s.pick % messages.length] as Version<Body>)
            } else if (d.state.conflicts.length > 0) {
              const conflict = d.state.conflicts[s.pick % d.state.conflicts.length] as Version<Body>
              const result = resolveConflict(
                d.state,
                conflict.revision,
                s.choice,
                localRevision(d, 1),
              )
              if (result) {
                d.state = result.state
                messages.push(result.state.current as Version<Body>)
              }
            }
          }
          // Everything is delivered at last, to both, in any order, some twice.
          for (const d of devices) {
            for (const pick of finalOrder) {
              const message = messages[pick % Math.max(1, messages.length)]
              if (message) deliver(d, message)
            }
            for (const message of messages) deliver(d, message)
          }
          const [a, b] = devices as [Device, Device]
          expect(a.state.current).toEqual(b.state.current)
          expect(a.state.conflicts).toEqual(b.state.conflicts)
          // Nothing lost: each edit is current, pending, or in the history of one of those.
          for (const d of devices) {
            const versions = held(d.state)
            for (const edit of edits) {
              const kept = versions.some(
                (v) => v.revision === edit || v.base === edit || v.history.includes(edit),
              )
              expect(kept, `${d.name} lost ${edit}`).toBe(true)
            }
          }
        },
      ),
      { numRuns: interleavings },
    )
  })
})

function parseOf(text: string): Revision {
  const [wall, counter, device] = text.split('-') as [string, string, string]
  return { wall: Number(wall), counter: parseInt(counter, 16), device }
}
