// Skills and what they grant: languages, literacy, proficiency, crafting.
import { newId } from '../common/ledger'
import { RulesError } from '../types'
import type { MurdhamData, Skill } from './model'
import { commonLanguage } from './tables'
import { text } from './text'

// Languages: everyone speaks Common, plus the languages their skills grant.
export function languagesSpoken(data: Pick<MurdhamData, 'skills'>): string[] {
  const out = [commonLanguage()]
  for (const skill of data.skills) {
    for (const language of skill.languages) {
      const name = language.trim()
      if (name && !out.some((l) => l.toLocaleLowerCase() === name.toLocaleLowerCase()))
        out.push(name)
    }
  }
  return out
}

// Literacy: only a skill that grants it lets a character read and write.
export function literacySources(data: Pick<MurdhamData, 'skills'>): string[] {
  return data.skills.filter((s) => s.literacy).map((s) => s.name)
}

export function hasSkill(data: Pick<MurdhamData, 'skills'>, name: string): boolean {
  return data.skills.some((s) => s.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase())
}

/** Adds a skill by name (a preset or the game master's own). Refuses duplicates. */
export function addSkill(data: MurdhamData, name: string, proficiency = ''): MurdhamData {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  if (trimmed === '') throw new RulesError(text('error.nameSkill'))
  if (hasSkill(data, trimmed)) throw new RulesError(text('error.skillOnSheet', { name: trimmed }))
  const skill: Skill = {
    id: newId(),
    name: trimmed,
    proficiency,
    languages: [],
    literacy: false,
    crafting: '',
  }
  return { ...data, skills: [...data.skills, skill] }
}
