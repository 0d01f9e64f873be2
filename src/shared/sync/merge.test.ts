import { describe, expect, it } from 'vitest'
import {
  emptyState,
  localEdit,
  receiveVersion,
  resolveConflict,
  type RecordState,
  type Version,
} from './merge'

type Body = { text: string }
const rev = (wall: number, device = 'devicea1') =>
  `${String(wall).padStart(15, '0')}-000000-${device}`

function edited(state: RecordState<Body>, text: string | null, wall: number, device?: string) {
  return localEdit(state, text === null ? null : { text }, rev(wall, device))
}

describe('deciding what an incoming version does', () => {
  const a1 = edited(emptyState(), 'first', 1)
  const v1 = a1.current as Version<Body>
  const a2 = edited(a1, 'second', 2)
  const v2 = a2.current as Version<Body>

  it('applies a new record, and a version that descends from ours', () => {
    const b = receiveVersion(emptyState<Body>(), v1)
    expect(b.outcome).toBe('applied')
    const next = receiveVersion(b.state, v2)
    expect(next.outcome).toBe('applied')
    expect(next.state.current?.body).toEqual({ text: 'second' })
  })

  it('ignores duplicates and versions that arrive after their descendants', () => {
    const b = receiveVersion(emptyState<Body>(), v2).state
    expect(receiveVersion(b, v2).outcome).toBe('ignored')
    expect(receiveVersion(b, v1).outcome).toBe('ignored')
    expect(receiveVersion(b, v1).state).toBe(b)
  })

  it('an old copy restored from a backup never wins, even older than the history reaches', () => {
    let state = emptyState<Body>()
    for (let wall = 1; wall <= 80; wall++) state = edited(state, `edit ${wall}`, wall)
    const restored = { ...v1, history: [], base: null }
    const result = receiveVersion(state, { ...restored, revision: rev(0, 'devicez9') })
    expect(result.outcome).toBe('conflict')
    expect(result.state.current?.body).toEqual({ text: 'edit 80' })
    // A version this device made itself, once, stays known past the file's history.
    expect(receiveVersion(state, v1).outcome).toBe('ignored')
  })

  it('keeps both of two concurrent edits; the higher revision is current on every device', () => {
    const onA = edited(receiveVersion(emptyState<Body>(), v1).state, 'by A', 5, 'devicea1')
    const onB = edited(receiveVersion(emptyState<Body>(), v1).state, 'by B', 5, 'deviceb1')
    const aGetsB = receiveVersion(onA, onB.current as Version<Body>)
    const bGetsA = receiveVersion(onB, onA.current as Version<Body>)
    expect(aGetsB.outcome).toBe('conflict')
    expect(bGetsA.outcome).toBe('conflict')
    expect(aGetsB.state.current).toEqual(bGetsA.state.current)
    expect(aGetsB.state.conflicts).toEqual(bGetsA.state.conflicts)
    expect(aGetsB.state.current?.body).toEqual({ text: 'by B' })
    expect(aGetsB.state.conflicts.map((c) => c.body)).toEqual([{ text: 'by A' }])
  })

  it('a delete racing an edit is a conflict too; nothing is dropped', () => {
    const onA = edited(receiveVersion(emptyState<Body>(), v1).state, null, 7, 'devicea1')
    const onB = edited(receiveVersion(emptyState<Body>(), v1).state, 'kept', 6, 'deviceb1')
    const result = receiveVersion(onB, onA.current as Version<Body>)
    expect(result.outcome).toBe('conflict')
    expect(result.state.current?.deleted).toBe(true)
    expect(result.state.conflicts.map((c) => c.body)).toEqual([{ text: 'kept' }])
  })

  it("a sync engine's conflict copy waits for review, even when it descends from ours", () => {
    const b = receiveVersion(emptyState<Body>(), v1).state
    const result = receiveVersion(b, v2, true)
    expect(result.outcome).toBe('conflict')
    expect(result.state.current).toEqual(v1)
    expect(result.state.conflicts).toEqual([v2])
  })

  describe('resolving', () => {
    const onA = edited(receiveVersion(emptyState<Body>(), v1).state, 'by A', 5, 'devicea1')
    const onB = edited(receiveVersion(emptyState<Body>(), v1).state, 'by B', 5, 'deviceb1')
    const conflicted = receiveVersion(onA, onB.current as Version<Body>).state
    const theirs = conflicted.conflicts[0] as Version<Body>

    it.each(['mine', 'theirs', 'both'] as const)(
      'keep %s: a new revision descending from both, which no device sees as concurrent',
      (choice) => {
        const result = resolveConflict(conflicted, theirs.revision, choice, rev(9))
        expect(result).toBeDefined()
        const resolved = result?.state as RecordState<Body>
        expect(resolved.conflicts).toEqual([])
        expect(resolved.current?.body).toEqual(
          choice === 'theirs' ? theirs.body : conflicted.current?.body,
        )
        expect(result?.copy).toEqual(choice === 'both' ? theirs.body : null)
        expect(resolved.current?.history.slice(0, 2)).toEqual([
          conflicted.current?.revision,
          theirs.revision,
        ])
        // B (which holds the same conflict) takes the resolution silently and settles it.
        const onBAfter = receiveVersion(
          receiveVersion(onB, onA.current as Version<Body>).state,
          resolved.current as Version<Body>,
        )
        expect(onBAfter.outcome).toBe('applied')
        expect(onBAfter.state.conflicts).toEqual([])
        // A device that never saw either takes it and then ignores both.
        const fresh = receiveVersion(emptyState<Body>(), resolved.current as Version<Body>).state
        expect(receiveVersion(fresh, theirs).outcome).toBe('ignored')
        expect(receiveVersion(fresh, onA.current as Version<Body>).outcome).toBe('ignored')
      },
    )

    it('refuses an unknown conflict', () => {
      expect(resolveConflict(conflicted, rev(99), 'mine', rev(100))).toBeUndefined()
    })
  })
})
