/** Flags for headless Chromium on a bare, offline machine (see DESIGN.md). */
export declare const chromiumArgs: string[]
/** Every place looked at, in order. */
export declare function chromiumCandidates(): string[]
/** The first executable Chromium found, or null. */
export declare function findChromium(): string | null
/** The first executable Chromium found; throws with install instructions when there is none. */
export declare function requireChromium(): string
