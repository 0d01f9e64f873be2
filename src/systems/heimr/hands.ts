// Weapon attack: a sword hand and an off-hand, and what each may hold (Medieval armoury module:
// the Wielding column). Brawl attack: a bind needs a free hand.
import { armouryNameInSentence, type ArmouryShield, type ArmouryWeapon } from './tables'
import { text } from './text'

/** What the hands hold for one attack: the sword-hand weapon, the off-hand weapon or shield. */
interface HeldInHands {
  swordHand: ArmouryWeapon | null
  offHandWeapon: ArmouryWeapon | null
  offHandShield: ArmouryShield | null
}

// Weapon attack: "Other weapons can only be wielded in the sword hand, or in either hand"; one and
// a half handers go in the sword hand or both hands. Only an "Either hand" weapon fits the
// off-hand beside another weapon.
function fitsOffHand(weapon: ArmouryWeapon): boolean {
  return weapon.wielding === 'eitherHand' || weapon.wielding === 'offHand'
}

/** Why the hands cannot hold this, or null (Weapon attack; Medieval armoury module). */
export function handsProblem(held: HeldInHands): string | null {
  const { swordHand, offHandWeapon, offHandShield } = held
  if (offHandWeapon && offHandShield) {
    return text('hands.offHandOne')
  }
  const offHand = offHandWeapon ?? offHandShield
  if (swordHand?.wielding === 'twoHands' && offHand) {
    return text('hands.twoHands', {
      weapon: armouryNameInSentence(swordHand),
      other: armouryNameInSentence(offHand),
    })
  }
  if (offHandWeapon && !fitsOffHand(offHandWeapon)) {
    return text('hands.notOffHand', { weapon: armouryNameInSentence(offHandWeapon) })
  }
  return null
}

/** Brawl attack: "You need one free hand to do the bind effect." */
export function hasFreeHand(held: HeldInHands): boolean {
  if (held.swordHand?.wielding === 'twoHands') return false
  const offHandBusy = held.offHandWeapon !== null || held.offHandShield !== null
  return held.swordHand === null || !offHandBusy
}
