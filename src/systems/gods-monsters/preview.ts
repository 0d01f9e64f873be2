// The character scripts/sheet-previews.ts prints for this system, which has no format-1 fixture:
// Toromeen at the end of the text's walkthrough, with 15 mojo and 21 silver left.
import { makeAward } from '../common/ledger'
import { godsMonstersDataVersion } from './create'
import type { CharacterRecord } from '../types'
import { toromeen } from './fixtures'
import { meta } from './meta'
import { text } from './text'

const at = '2026-11-21T18:00:00.000Z'

export function previewCharacter(): CharacterRecord {
  return {
    id: `preview-${meta.id}`,
    system: meta.id,
    dataVersion: godsMonstersDataVersion,
    name: 'Toromeen',
    campaignId: null,
    data: toromeen,
    ledger: [
      makeAward('mojo', 15, { id: 'mojo', at, note: text('preview.mojoNote') }),
      makeAward('coins', 2100, { id: 'coins', at, note: text('preview.coinsNote') }),
    ],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  }
}
