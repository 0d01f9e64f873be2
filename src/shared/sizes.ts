// File sizes as Quillkeep's messages write them. Pure TypeScript.
import { formatNumber } from '../systems/common/format'

/**
 * "31.8 MB", "500 MB": mebibytes with one decimal, as the limits are given, written in the
 * language of the messages ("31,8 MB" in Swedish and German).
 */
export function formatMegabytes(bytes: number): string {
  return `${formatNumber(Number((bytes / (1024 * 1024)).toFixed(1)))} MB`
}
