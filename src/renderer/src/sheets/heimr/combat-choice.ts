// The choices the challenge dialog's attack and defence modes start from.
import {
  abilitiesFor,
  characterShields,
  characterWeapons,
  type AttackOptions,
  type BrawlEffect,
  type DefenceChoice,
  type DefenceOptions,
  type HeimrData,
} from '@systems/heimr'

export interface AttackChoice extends AttackOptions {
  /** Brawl attack: the effect is chosen before rolling. */
  brawlEffect: BrawlEffect
}

/** The first of the weapon's abilities the character has, or '' when none. */
export function firstAbility(data: HeimrData, names: readonly string[]): string {
  return abilitiesFor(data, names)[0] ?? ''
}

/** The first weapon the character can use, else a brawl attack. */
export function initialAttack(data: HeimrData): AttackChoice {
  const usable = characterWeapons(data).find(
    (w) => abilitiesFor(data, w.weapon.abilities).length > 0,
  )
  return {
    weaponItemId: usable?.itemId ?? null,
    abilityId: usable ? firstAbility(data, usable.weapon.abilities) : 'brawl',
    shieldItemId: null,
    distance: 0,
    clusterSize: 0,
    clusterDodges: 0,
    aimedAt: null,
    targetHeight: 'same',
    targetProne: false,
    targetConcealment: 0,
    situationalPenalty: 0,
    brawlEffect: 'hit',
  }
}

export function initialDefence(): DefenceOptions {
  return {
    defence: { kind: 'dodge' },
    abilityId: 'agility',
    againstRanged: false,
    readiedDodge: false,
    afterOngoingAction: false,
    shieldItemId: null,
    situationalPenalty: 0,
  }
}

/** "dodge", "block:<item id>" or "parry:<item id>": a defence as a select's value. */
export function defenceKey(choice: DefenceChoice): string {
  if (choice.kind === 'dodge') return 'dodge'
  return choice.kind === 'block' ? `block:${choice.shieldItemId}` : `parry:${choice.weaponItemId}`
}

export function defenceFromKey(key: string): DefenceChoice {
  const at = key.indexOf(':')
  const kind = at < 0 ? key : key.slice(0, at)
  const id = at < 0 ? '' : key.slice(at + 1)
  if (kind === 'block') return { kind: 'block', shieldItemId: id }
  if (kind === 'parry') return { kind: 'parry', weaponItemId: id }
  return { kind: 'dodge' }
}

/** The ability a defence starts with: Agility for a dodge, else the item's first ability. */
export function defenceAbility(data: HeimrData, choice: DefenceChoice): string {
  if (choice.kind === 'dodge') return 'agility'
  if (choice.kind === 'block') {
    const held = characterShields(data).find((s) => s.itemId === choice.shieldItemId)
    return held ? firstAbility(data, held.shield.abilities) : ''
  }
  const held = characterWeapons(data).find((w) => w.itemId === choice.weaponItemId)
  return held ? firstAbility(data, held.weapon.abilities) : ''
}
