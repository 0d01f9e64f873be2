/** Flags for headless Chromium on a bare, offline machine (see DESIGN.md). */
export declare const chromiumArgs: string[]
/** The first executable Chromium found; throws with install instructions when there is none. */
export declare function requireChromium(): string
