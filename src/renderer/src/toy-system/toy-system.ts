// A minimal game system, registered at run time by the toy-system test: it proves that a new
// system needs only its own folders and one registry line, because every generic flow finds it
// through the registry. Its rules are made up for the test; it is never shipped.
import { z } from 'zod'
import type { GameSystem } from '@systems/types'
import { planOf, pricedOption } from '@systems/common/advancement'

const toyDataSchema = z.object({ concept: z.string(), level: z.number().int().min(1) })
export type ToyData = z.infer<typeof toyDataSchema>

const levelCost = 10

/** The one thing Experience buys here: the next level. */
const toyPurchaseSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('level') })])
type ToyPurchase = z.infer<typeof toyPurchaseSchema>
const experience = { id: 'xp', label: 'Experience' }

export const toySystem: GameSystem<ToyData, ToyPurchase> = {
  id: 'toy',
  name: 'Toy System',
  dataVersion: 1,
  schema: toyDataSchema,
  houseRules: [],
  create: () => ({ concept: '', level: 1 }),
  migrate: (data) => toyDataSchema.parse(data),
  derive: (data) => ({
    health: {
      label: 'Health',
      value: data.level * 5,
      explanation: `Level ${data.level} × 5`,
      rule: 'Toy rules: Health',
    },
  }),
  check: () => [],
  advancement: {
    currencies: [experience],
    purchaseSchema: toyPurchaseSchema,
    options: (data, balances) => [
      pricedOption(
        { kind: 'level' },
        `Level ${data.level + 1}`,
        experience,
        levelCost,
        balances.xp ?? 0,
      ),
    ],
    plan: (data, purchase) =>
      planOf(purchase, {
        label: `Level ${data.level + 1}`,
        currency: 'xp',
        cost: levelCost,
        changes: [{ path: ['level'], before: data.level, after: data.level + 1 }],
      }),
    purchaseOf: (entry) =>
      entry.kind === 'spend' && entry.changes[0]?.path.join('.') === 'level'
        ? { kind: 'level' }
        : null,
  },
  inventory: {
    summary: () => ({
      unit: 'items',
      used: 0,
      capacity: null,
      lines: [],
      overloaded: false,
      explanation: 'No items.',
    }),
  },
  print: (data, _rules, options) => ({
    title: options.name,
    subtitle: 'Toy System',
    sections: [
      {
        kind: 'values',
        title: 'Toy values',
        values: [
          { label: 'Level', value: options.blank ? '' : String(data.level), field: 'level' },
        ],
      },
    ],
  }),
  campaign: { rewards: [], party: (data) => [{ label: 'Level', value: String(data.level) }] },
  startingAwards: () => [{ currency: 'xp', amount: 10, note: 'Toy starting Experience' }],
}
