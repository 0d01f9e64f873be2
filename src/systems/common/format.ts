// Number formatting for explanations: a true minus sign and an explicit plus for modifiers.

/** 3 → "3", −3 → "−3" (with the minus sign U+2212), 3.5 → "3.5". */
export function formatNumber(n: number): string {
  return n < 0 ? `\u2212${Math.abs(n)}` : `${n}`
}

/** A modifier: 3 → "+3", −3 → "−3", 0 → "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : formatNumber(n)
}
