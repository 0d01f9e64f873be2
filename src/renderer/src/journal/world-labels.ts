// The words for world pages (#23): kinds of page, the list's kind filter and the relations, each
// from a literal message key.
import { useI18n } from 'vue-i18n'
import type { JournalRecord } from '@shared/records'
import type { KindFilter, PageKind } from '@renderer/stores/journal'

export type RelationKind = JournalRecord['relations'][number]['kind']

/** The kinds of world page, in the order menus list them. */
export const pageKinds: readonly PageKind[] = ['npc', 'place', 'faction', 'item']
/** The list's filters, in the order the filter lists them. */
export const kindFilters: readonly KindFilter[] = ['all', 'session', ...pageKinds]

/** The relation kinds, each once, in the order the editor and the grouped view list them. */
const relationOrder = {
  'member-of': 0,
  'leader-of': 1,
  'located-in': 2,
  'ally-of': 3,
  'enemy-of': 4,
  owns: 5,
  'related-to': 6,
} satisfies Record<RelationKind, number>
export const relationKinds = (Object.keys(relationOrder) as RelationKind[]).sort(
  (a, b) => relationOrder[a] - relationOrder[b],
)

export function useWorldLabels() {
  const { t } = useI18n()
  const kind = (k: JournalRecord['kind']): string =>
    ({
      session: t('journal.kind.session'),
      npc: t('journal.kind.npc'),
      place: t('journal.kind.place'),
      faction: t('journal.kind.faction'),
      item: t('journal.kind.item'),
    })[k]
  const filter = (k: KindFilter): string =>
    ({
      all: t('journal.filter.all'),
      session: t('journal.filter.session'),
      npc: t('journal.filter.npc'),
      place: t('journal.filter.place'),
      faction: t('journal.filter.faction'),
      item: t('journal.filter.item'),
    })[k]
  /** How the page with the relation stands to its target: "Member of". */
  const relation = (k: RelationKind): string =>
    ({
      'member-of': t('journal.relations.memberOf'),
      'leader-of': t('journal.relations.leaderOf'),
      'located-in': t('journal.relations.locatedIn'),
      'ally-of': t('journal.relations.allyOf'),
      'enemy-of': t('journal.relations.enemyOf'),
      owns: t('journal.relations.owns'),
      'related-to': t('journal.relations.relatedTo'),
    })[k]
  /** The same relation read from its target: "Members". */
  const inverse = (k: RelationKind): string =>
    ({
      'member-of': t('journal.relations.inverse.memberOf'),
      'leader-of': t('journal.relations.inverse.leaderOf'),
      'located-in': t('journal.relations.inverse.locatedIn'),
      'ally-of': t('journal.relations.inverse.allyOf'),
      'enemy-of': t('journal.relations.inverse.enemyOf'),
      owns: t('journal.relations.inverse.owns'),
      'related-to': t('journal.relations.inverse.relatedTo'),
    })[k]
  return { kind, filter, relation, inverse }
}
