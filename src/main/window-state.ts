// The main window's size, position, maximised and full-screen state, kept per display in
// userData/window-state.json. Each display is known by its id and size, so a different monitor
// setup restores what was used on that setup. A window that would open off-screen is moved (and
// if needed shrunk) into the nearest display's work area.
import type { Rectangle } from 'electron'
import { z } from 'zod'
import { writeFileAtomic } from '../node/atomic-write'
import { jsonText, readJsonFile, type WriteText } from './json-store'
import { createSerialQueue } from './serial-queue'

/** The smallest window the app's layout works in. */
export const minWindowSize = { width: 640, height: 480 } as const
/** The size of a first window, shrunk to fit a smaller work area. */
export const defaultWindowSize = { width: 1280, height: 860 } as const
/** A title bar is usable when this much of it (wide × high) lies inside a work area. */
const usableTitleBar = { width: 100, height: 32 } as const
const saveDelayMs = 500
/** How many display setups are remembered; the one used longest ago is forgotten first. */
export const keptDisplays = 16

export interface DisplayLike {
  id: number
  bounds: Rectangle
  workArea: Rectangle
}

/** The parts of Electron's `screen` the module needs (only usable once the app is ready). */
export interface ScreenLike {
  getAllDisplays(): DisplayLike[]
  getPrimaryDisplay(): DisplayLike
  getDisplayMatching(rect: Rectangle): DisplayLike
}

export interface WindowState {
  bounds: Rectangle
  isMaximized: boolean
  isFullScreen: boolean
}

/** What the window state keeper listens to and reads when it saves. */
interface TrackedWindow {
  on(event: WindowStateEvent | 'close', listener: () => void): unknown
  getNormalBounds(): Rectangle
  isMaximized(): boolean
  isFullScreen(): boolean
  isDestroyed(): boolean
}

const stateEvents = [
  'resize',
  'move',
  'maximize',
  'unmaximize',
  'enter-full-screen',
  'leave-full-screen',
] as const
type WindowStateEvent = (typeof stateEvents)[number]

const coordinate = z.number().int().min(-1_000_000).max(1_000_000)
const length = z.number().int().min(1).max(1_000_000)
const rectangleSchema = z.object({ x: coordinate, y: coordinate, width: length, height: length })
const windowStateSchema = z.object({
  bounds: rectangleSchema,
  isMaximized: z.boolean(),
  isFullScreen: z.boolean().default(false),
})
const storedSchema = z.object({
  /** The display the window was last on. */
  lastDisplay: z.string().max(100),
  displays: z.record(z.string().max(100), windowStateSchema),
})
type StoredWindowStates = z.infer<typeof storedSchema>

/** A display as it is stored: its id and size, e.g. "2779098405@2560x1440". */
export function displayKey(display: DisplayLike): string {
  return `${display.id}@${display.bounds.width}x${display.bounds.height}`
}

function intersection(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  }
}

/** True when enough of the window's title bar lies in some display's work area to grab it. */
function hasUsableTitleBar(bounds: Rectangle, displays: readonly DisplayLike[]): boolean {
  const titleBar = { ...bounds, height: Math.min(usableTitleBar.height, bounds.height) }
  return displays.some((display) => {
    const shared = intersection(titleBar, display.workArea)
    return (
      shared.width >= Math.min(usableTitleBar.width, bounds.width) &&
      shared.height >= titleBar.height
    )
  })
}

/** Squared distance between two rectangles (0 when they touch or overlap). */
function distanceSquared(a: Rectangle, b: Rectangle): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width))
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height))
  return dx * dx + dy * dy
}

/** The display whose work area overlaps the window most, or else lies nearest to it. */
export function nearestDisplay(bounds: Rectangle, displays: readonly DisplayLike[]): DisplayLike {
  let best = displays[0]!
  let bestArea = -1
  let bestDistance = Infinity
  for (const display of displays) {
    const shared = intersection(bounds, display.workArea)
    const area = shared.width * shared.height
    const distance = distanceSquared(bounds, display.workArea)
    if (area > bestArea || (area === 0 && bestArea === 0 && distance < bestDistance)) {
      best = display
      bestArea = area
      bestDistance = distance
    }
  }
  return best
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/** The bounds moved, and shrunk if they do not fit (never below the minimum size), into an area. */
function fitInto(bounds: Rectangle, area: Rectangle): Rectangle {
  const width = Math.max(minWindowSize.width, Math.min(bounds.width, area.width))
  const height = Math.max(minWindowSize.height, Math.min(bounds.height, area.height))
  return {
    width,
    height,
    x: clamp(bounds.x, area.x, Math.max(area.x, area.x + area.width - width)),
    y: clamp(bounds.y, area.y, Math.max(area.y, area.y + area.height - height)),
  }
}

/** Bounds that can be reached: as they are when the title bar is usable, else moved on screen. */
export function onScreenBounds(bounds: Rectangle, displays: readonly DisplayLike[]): Rectangle {
  const sized = {
    ...bounds,
    width: Math.max(bounds.width, minWindowSize.width),
    height: Math.max(bounds.height, minWindowSize.height),
  }
  if (hasUsableTitleBar(sized, displays)) return sized
  return fitInto(sized, nearestDisplay(sized, displays).workArea)
}

/** A first window: the default size (shrunk to fit) centred in the display's work area. */
function defaultBounds(display: DisplayLike): Rectangle {
  const area = display.workArea
  const width = Math.max(minWindowSize.width, Math.min(defaultWindowSize.width, area.width))
  const height = Math.max(minWindowSize.height, Math.min(defaultWindowSize.height, area.height))
  return {
    width,
    height,
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
  }
}

export interface WindowStateOptions {
  /** userData/window-state.json */
  file: string
  screen: ScreenLike
  /** Atomic by default. */
  writeFile?: WriteText
  /** How long moving or resizing must pause before the state is written. */
  saveDelayMs?: number
  /** Reports a failed write; the window carries on either way. */
  onError?: (error: unknown) => void
}

export interface WindowStateKeeper {
  /** Reads the stored state and returns where to open the window on the displays connected now. */
  restore(): Promise<WindowState>
  /** Saves the window's state while it is moved or resized (debounced) and when it closes. */
  track(window: TrackedWindow): void
  /** Resolves once every save asked for so far (including a pending debounced one) is written. */
  flush(): Promise<void>
}

export function createWindowStateKeeper(options: WindowStateOptions): WindowStateKeeper {
  const { file, screen } = options
  const writeFile =
    options.writeFile ?? ((path: string, data: string) => writeFileAtomic(path, data))
  const delay = options.saveDelayMs ?? saveDelayMs
  const onError = options.onError ?? ((error: unknown) => console.warn('window state', error))
  const serial = createSerialQueue()
  let stored: StoredWindowStates | undefined
  let written = ''
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The window whose debounced save is waiting. */
  let pending: TrackedWindow | undefined
  let writing: Promise<void> = Promise.resolve()

  const load = async (): Promise<StoredWindowStates> => {
    stored ??= (await readJsonFile(file, storedSchema)) ?? { lastDisplay: '', displays: {} }
    return stored
  }

  const restore = async (): Promise<WindowState> => {
    const { lastDisplay, displays: saved } = await load()
    const displays = screen.getAllDisplays()
    const primary = screen.getPrimaryDisplay()
    // The display the window was last on if it is still connected, else the primary display.
    const last = displays.find((display) => displayKey(display) === lastDisplay)
    const state = (last && saved[displayKey(last)]) ?? saved[displayKey(primary)]
    if (!state) return { bounds: defaultBounds(primary), isMaximized: false, isFullScreen: false }
    return { ...state, bounds: onScreenBounds(state.bounds, displays) }
  }

  /** The window's state now, for the display it is on; null once it is destroyed. */
  const capture = (window: TrackedWindow): [string, WindowState] | null => {
    if (window.isDestroyed()) return null
    // The normal bounds: what un-maximising (or leaving full screen) returns to. They also say
    // which display the window is on when it is minimised (its bounds then lie off-screen).
    const bounds = window.getNormalBounds()
    return [
      displayKey(screen.getDisplayMatching(bounds)),
      {
        bounds,
        isMaximized: window.isMaximized(),
        isFullScreen: window.isFullScreen(),
      },
    ]
  }

  const saveNow = (window: TrackedWindow): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    pending = undefined
    const captured = capture(window)
    if (!captured) return writing
    const [key, state] = captured
    writing = serial(async () => {
      // Merged into what is stored, so the other displays' states are kept (the most recent
      // last; the oldest are forgotten beyond keptDisplays).
      const { [key]: _previous, ...others } = (await load()).displays
      const kept = Object.entries(others).slice(-(keptDisplays - 1))
      stored = { lastDisplay: key, displays: { ...Object.fromEntries(kept), [key]: state } }
      const text = jsonText(stored)
      if (text === written) return
      await writeFile(file, text)
      written = text
    }).catch(onError)
    return writing
  }

  return {
    restore,
    track(window) {
      for (const event of stateEvents) {
        window.on(event, () => {
          clearTimeout(timer)
          pending = window
          timer = setTimeout(() => void saveNow(window), delay)
        })
      }
      // Captured while the window still exists; the write finishes before the app quits (flush).
      window.on('close', () => void saveNow(window))
    },
    async flush() {
      await (pending ? saveNow(pending) : writing)
    },
  }
}
