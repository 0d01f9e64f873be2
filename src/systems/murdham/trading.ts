// Trading: what a trade costs given bargain skills, merchants and illegal goods. Pure.
import { RulesError } from '../types'
import { text } from './text'

export interface TradeInput {
  /** The goods' value. */
  value: number
  /** The character buys from, or sells to, the other party. */
  direction: 'buy' | 'sell'
  characterHasBargain: boolean
  otherHasBargain: boolean
  /** The other party is a professional merchant (buys to resell). */
  otherIsMerchant: boolean
  /** Clearly illegal or stolen goods. */
  illegal: boolean
}

export interface TradePrice {
  price: number
  /** The multiplier applied to the value. */
  factor: number
  explanation: string
}

// Trading: a buyer with bargain pays half unless the seller has it too; a professional merchant
// buying pays half again (¼ of the value, or ½ from a seller with bargain); fences of illegal
// goods sell at double and buy at half the value.
export function tradePrice(input: TradeInput): TradePrice {
  const { value } = input
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RulesError(text('error.valueNumber'))
  }
  // Illegal goods: the text gives flat rates for those who deal in them (our reading: these
  // replace the bargain and merchant rates rather than stacking with them).
  if (input.illegal) {
    const factor = input.direction === 'buy' ? 2 : 0.5
    return {
      price: value * factor,
      factor,
      explanation:
        input.direction === 'buy'
          ? text('trade.illegalBuy', { value })
          : text('trade.illegalSell', { value }),
    }
  }
  const buyerBargain = input.direction === 'buy' ? input.characterHasBargain : input.otherHasBargain
  const sellerBargain =
    input.direction === 'buy' ? input.otherHasBargain : input.characterHasBargain
  const parts: string[] = [text('trade.value', { value })]
  let factor = 1
  if (buyerBargain && !sellerBargain) {
    factor *= 0.5
    parts.push(text('trade.bargain'))
  } else if (buyerBargain) {
    parts.push(text('trade.bothBargain'))
  }
  if (input.direction === 'sell' && input.otherIsMerchant) {
    factor *= 0.5
    parts.push(text('trade.merchant'))
  }
  return { price: value * factor, factor, explanation: parts.join(' ') }
}

/** The usual market: professional merchants who have the bargain skill. */
export function marketPrice(
  value: number,
  direction: 'buy' | 'sell',
  characterHasBargain: boolean,
): TradePrice {
  return tradePrice({
    value,
    direction,
    characterHasBargain,
    otherHasBargain: true,
    otherIsMerchant: true,
    illegal: false,
  })
}

/** A price as text with quarters and halves: 2.5 → "2½", 0.25 → "¼", 3.75 → "3¾". */
export function formatPrice(price: number): string {
  const whole = Math.floor(price)
  const rest = Math.round((price - whole) * 100) / 100
  const fraction = rest === 0.25 ? '¼' : rest === 0.5 ? '½' : rest === 0.75 ? '¾' : ''
  if (fraction === '' && rest !== 0) return String(price)
  return whole === 0 && fraction !== '' ? fraction : `${whole}${fraction}`
}
