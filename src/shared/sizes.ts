// File sizes as Quillkeep's messages write them. Pure TypeScript.

/** "31.8 MB", "500 MB": mebibytes with one decimal, as the limits are given. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
}
