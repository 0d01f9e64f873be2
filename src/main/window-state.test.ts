// The window state keeper against a fake screen and window, with the state file in a temp folder.
import { EventEmitter } from 'node:events'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Rectangle } from 'electron'
import { writeFileAtomic } from '../node/atomic-write'
import {
  createWindowStateKeeper,
  displayKey,
  keptDisplays,
  nearestDisplay,
  onScreenBounds,
  type DisplayLike,
  type ScreenLike,
} from './window-state'

vi.mock('electron')

/** A 1920×1080 laptop panel with a 40 px task bar, and a 2560×1440 monitor to its right. */
const laptop: DisplayLike = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
}
const monitor: DisplayLike = {
  id: 2,
  bounds: { x: 1920, y: 0, width: 2560, height: 1440 },
  workArea: { x: 1920, y: 0, width: 2560, height: 1440 },
}

function fakeScreen(displays: DisplayLike[]): ScreenLike {
  return {
    getAllDisplays: () => displays,
    getPrimaryDisplay: () => displays[0]!,
    getDisplayMatching: (rect: Rectangle) => nearestDisplay(rect, displays),
  }
}

class FakeWindow extends EventEmitter {
  bounds: Rectangle = { x: 100, y: 100, width: 1000, height: 700 }
  normalBounds: Rectangle | null = null
  maximized = false
  fullScreen = false
  destroyed = false
  getNormalBounds = () => ({ ...(this.normalBounds ?? this.bounds) })
  isMaximized = () => this.maximized
  isFullScreen = () => this.fullScreen
  isDestroyed = () => this.destroyed
  /** Moves the window as a user would, firing the events Electron fires. */
  moveTo(bounds: Rectangle) {
    this.bounds = bounds
    this.emit('move')
    this.emit('resize')
  }
}

let folder: string
let file: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quillkeep-window-state-'))
  file = join(folder, 'window-state.json')
})
afterEach(async () => {
  vi.useRealTimers()
  await rm(folder, { recursive: true, force: true })
})

const keeper = (displays: DisplayLike[], writes: string[] = []) =>
  createWindowStateKeeper({
    file,
    screen: fakeScreen(displays),
    writeFile: async (path, data) => {
      writes.push(data)
      await writeFileAtomic(path, data)
    },
    saveDelayMs: 500,
  })

/** Opens a window on a keeper, lets the user put it somewhere, closes it: the state is saved. */
async function closeAt(
  displays: DisplayLike[],
  bounds: Rectangle,
  state: { maximized?: boolean; normalBounds?: Rectangle } = {},
) {
  const windowState = keeper(displays)
  await windowState.restore()
  const window = new FakeWindow()
  windowState.track(window)
  window.bounds = bounds
  window.maximized = state.maximized ?? false
  window.normalBounds = state.normalBounds ?? null
  window.emit('close')
  await windowState.flush()
}

describe('window state', () => {
  it('opens a first window at the default size, centred on the primary display', async () => {
    expect(await keeper([laptop, monitor]).restore()).toEqual({
      bounds: { x: 320, y: 90, width: 1280, height: 860 },
      isMaximized: false,
      isFullScreen: false,
    })
    // A small screen: shrunk to its work area, never below 640×480.
    const small = {
      id: 9,
      bounds: { x: 0, y: 0, width: 1024, height: 600 },
      workArea: { x: 0, y: 0, width: 1024, height: 570 },
    }
    expect((await keeper([small]).restore()).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1024,
      height: 570,
    })
    const tiny = { ...small, workArea: { x: 0, y: 0, width: 600, height: 400 } }
    expect((await keeper([tiny]).restore()).bounds).toMatchObject({ width: 640, height: 480 })
    expect(await readdir(folder)).toEqual([])
  })

  it('restores the size and position used on the same display', async () => {
    const bounds = { x: 2100, y: 150, width: 1400, height: 900 }
    await closeAt([laptop, monitor], bounds)
    const stored = JSON.parse(await readFile(file, 'utf8')) as { lastDisplay: string }
    expect(stored.lastDisplay).toBe(displayKey(monitor))
    expect(await keeper([laptop, monitor]).restore()).toEqual({
      bounds,
      isMaximized: false,
      isFullScreen: false,
    })
  })

  it('keeps each display’s state apart and reopens on the one it was last on', async () => {
    await closeAt([laptop, monitor], { x: 50, y: 60, width: 900, height: 700 })
    await closeAt([laptop, monitor], { x: 2000, y: 100, width: 1600, height: 1000 })
    const stored = JSON.parse(await readFile(file, 'utf8')) as { displays: object }
    expect(Object.keys(stored.displays).sort()).toEqual(
      [displayKey(laptop), displayKey(monitor)].sort(),
    )
    expect((await keeper([laptop, monitor]).restore()).bounds).toEqual({
      x: 2000,
      y: 100,
      width: 1600,
      height: 1000,
    })
  })

  it('when the last display is gone: what was used on the primary display, else defaults', async () => {
    await closeAt([laptop, monitor], { x: 2000, y: 100, width: 1600, height: 1000 })
    // Undocked: only the laptop, on which nothing was stored yet.
    expect(await keeper([laptop]).restore()).toEqual({
      bounds: { x: 320, y: 90, width: 1280, height: 860 },
      isMaximized: false,
      isFullScreen: false,
    })

    await closeAt([laptop, monitor], { x: 50, y: 60, width: 900, height: 700 })
    await closeAt([laptop, monitor], { x: 2000, y: 100, width: 1600, height: 1000 })
    expect((await keeper([laptop]).restore()).bounds).toEqual({
      x: 50,
      y: 60,
      width: 900,
      height: 700,
    })
  })

  it('treats the same display id at another size as another setup', async () => {
    await closeAt([laptop], { x: 10, y: 20, width: 900, height: 700 })
    const resized = {
      ...laptop,
      bounds: { ...laptop.bounds, width: 1280, height: 800 },
      workArea: { x: 0, y: 0, width: 1280, height: 760 },
    }
    expect(displayKey(resized)).not.toBe(displayKey(laptop))
    expect((await keeper([resized]).restore()).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 760,
    })
  })

  it.each([
    ['right of every display', { x: 5000, y: 100, width: 1000, height: 700 }, monitor],
    ['above the top', { x: 300, y: -600, width: 1000, height: 700 }, laptop],
    ['at negative coordinates', { x: -3000, y: -2000, width: 1000, height: 700 }, laptop],
    ['with only its bottom edge showing', { x: 200, y: 1010, width: 1000, height: 700 }, laptop],
  ])('moves a window %s back into the nearest work area', async (_where, bounds, nearest) => {
    await closeAt([laptop, monitor], { x: 100, y: 100, width: 1000, height: 700 })
    // The file as another session (or another monitor layout) left it.
    const stored = JSON.parse(await readFile(file, 'utf8')) as {
      displays: Record<string, { bounds: Rectangle }>
    }
    stored.displays[displayKey(laptop)]!.bounds = bounds
    await writeFile(file, JSON.stringify(stored))

    const restored = (await keeper([laptop, monitor]).restore()).bounds
    expect(restored).toMatchObject({ width: 1000, height: 700 })
    const area = nearest.workArea
    expect(restored.x).toBeGreaterThanOrEqual(area.x)
    expect(restored.y).toBeGreaterThanOrEqual(area.y)
    expect(restored.x + restored.width).toBeLessThanOrEqual(area.x + area.width)
    expect(restored.y + restored.height).toBeLessThanOrEqual(area.y + area.height)
  })

  it('leaves a window alone while its title bar can be grabbed, and shrinks one too big', () => {
    const displays = [laptop, monitor]
    // Half off the right edge of the monitor, title bar still reachable.
    const partly = { x: 3900, y: 300, width: 1000, height: 700 }
    expect(onScreenBounds(partly, displays)).toEqual(partly)
    // Bigger than the laptop's work area and off-screen: moved and shrunk to fit.
    expect(onScreenBounds({ x: -4000, y: 0, width: 3000, height: 2000 }, [laptop])).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1040,
    })
    // Never below the minimum size.
    expect(onScreenBounds({ x: 10, y: 10, width: 300, height: 200 }, displays)).toEqual({
      x: 10,
      y: 10,
      width: 640,
      height: 480,
    })
  })

  it('restores a maximised window maximised, over the bounds it had before', async () => {
    const normalBounds = { x: 2200, y: 200, width: 1200, height: 800 }
    await closeAt([laptop, monitor], monitor.workArea, { maximized: true, normalBounds })
    expect(await keeper([laptop, monitor]).restore()).toEqual({
      bounds: normalBounds,
      isMaximized: true,
      isFullScreen: false,
    })
  })

  it('treats a corrupt or foreign file as no state, and replaces it on the next save', async () => {
    for (const content of [
      '{ not json',
      '{"lastDisplay": 3, "displays": []}',
      JSON.stringify({
        lastDisplay: displayKey(laptop),
        displays: {
          [displayKey(laptop)]: { bounds: { x: 0, y: 0, width: -5, height: 'x' } },
        },
      }),
    ]) {
      await writeFile(file, content)
      expect((await keeper([laptop]).restore()).bounds).toEqual({
        x: 320,
        y: 90,
        width: 1280,
        height: 860,
      })
    }
    await closeAt([laptop], { x: 10, y: 20, width: 900, height: 700 })
    expect((await keeper([laptop]).restore()).bounds).toEqual({
      x: 10,
      y: 20,
      width: 900,
      height: 700,
    })
  })

  it('saves once moving and resizing pause, not on every event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const writes: string[] = []
    const windowState = keeper([laptop, monitor], writes)
    await windowState.restore()
    const window = new FakeWindow()
    windowState.track(window)
    for (let step = 0; step < 20; step++) {
      window.moveTo({ x: 100 + step * 10, y: 100, width: 1000, height: 700 })
      vi.advanceTimersByTime(100)
    }
    // Let any write that was started run (setImmediate is not faked).
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toHaveLength(0)

    vi.advanceTimersByTime(500)
    await vi.waitFor(() => expect(writes).toHaveLength(1))
    await windowState.flush()
    expect(JSON.parse(writes[0]!)).toMatchObject({
      displays: { [displayKey(laptop)]: { bounds: { x: 290, y: 100 } } },
    })
    // Nothing changed since: closing writes nothing new.
    window.emit('close')
    await windowState.flush()
    expect(writes).toHaveLength(1)
  })

  it('flush writes a save still waiting for its pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const writes: string[] = []
    const windowState = keeper([laptop], writes)
    const window = new FakeWindow()
    windowState.track(window)
    window.moveTo({ x: 30, y: 40, width: 800, height: 600 })
    await windowState.flush()
    expect(writes).toHaveLength(1)
    expect((await keeper([laptop]).restore()).bounds).toEqual({
      x: 30,
      y: 40,
      width: 800,
      height: 600,
    })
  })

  it('remembers a limited number of display setups, forgetting the one used longest ago', async () => {
    const setups = Array.from({ length: keptDisplays + 4 }, (_, index) => ({
      ...laptop,
      id: 100 + index,
    }))
    for (const setup of setups) await closeAt([setup], { x: 10, y: 20, width: 900, height: 700 })
    let keys = Object.keys(
      (JSON.parse(await readFile(file, 'utf8')) as { displays: object }).displays,
    )
    expect(keys).toEqual(setups.slice(-keptDisplays).map(displayKey))
    // The oldest kept setup comes back into use, then a new one arrives: the next oldest goes.
    await closeAt([setups[4]!], { x: 30, y: 40, width: 900, height: 700 })
    await closeAt([{ ...laptop, id: 200 }], { x: 10, y: 20, width: 900, height: 700 })
    keys = Object.keys((JSON.parse(await readFile(file, 'utf8')) as { displays: object }).displays)
    expect(keys).toHaveLength(keptDisplays)
    expect(keys).toContain(displayKey(setups[4]!))
    expect(keys).not.toContain(displayKey(setups[5]!))
    expect(keys.at(-1)).toBe(displayKey({ ...laptop, id: 200 }))
  })

  it('reports a failed write and keeps going', async () => {
    const onError = vi.fn()
    const windowState = createWindowStateKeeper({
      file: join(folder, 'missing-folder', 'window-state.json'),
      screen: fakeScreen([laptop]),
      onError,
    })
    const window = new FakeWindow()
    windowState.track(window)
    window.emit('close')
    await windowState.flush()
    expect(onError).toHaveBeenCalledTimes(1)
  })
})
