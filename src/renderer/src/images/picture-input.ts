// What the screens share about pictures the user adds (a portrait, a picture in a journal entry):
// the file in a paste or a drop, the types the pickers offer, a picture's alternative text, and
// why one was refused, in the app's language. Taking one in and storing it is the pictures
// store's (stores/pictures.ts).
import { maxImageBytes } from '@shared/images'
import { i18n } from '@renderer/i18n'
import type { Intake } from './intake'

/** Why a picture was not added: intake's reasons, or the database would not store it. */
export type PictureProblem = Extract<Intake, { ok: false }>['problem'] | 'not-stored'

export type AddedPicture = { ok: true; hash: string } | { ok: false; problem: PictureProblem }

/** The file types the pickers offer (intake reads these four from their bytes). */
export const pictureTypes = 'image/png,image/jpeg,image/webp,image/gif'

/**
 * The first file in a paste or a drop, or undefined when it carries none (text, a link): then
 * the event is left to the browser (or to the app, which imports a dropped file). With
 * `picturesOnly`, only a file that says it is a picture counts (SVG too, refused with its reason).
 */
export function fileIn(transfer: DataTransfer | null, picturesOnly = false): File | undefined {
  if (!transfer) return undefined
  const files = [...(transfer.files ?? [])]
  for (const item of transfer.items ?? []) {
    if (item.kind !== 'file' || files.length > 0) continue
    const file = item.getAsFile()
    if (file) files.push(file)
  }
  const file = files[0]
  if (!file || (picturesOnly && !file.type.startsWith('image/'))) return undefined
  return file
}

/** True while a drag carries files (so the drop target may take it). */
export function carriesFiles(transfer: DataTransfer | null): boolean {
  return !!transfer && [...(transfer.types ?? [])].includes('Files')
}

/** A picture's alternative text from its file name: "old-map.png" → "old-map". */
export function altFromFileName(file: Blob): string {
  const name = file instanceof File ? file.name : ''
  return name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, 200)
}

/** Why a picture was refused, in the app's language. */
export function pictureProblemMessage(problem: PictureProblem): string {
  const t = i18n.global.t
  switch (problem) {
    case 'empty':
      return t('components.picture.problem.empty')
    case 'too-large':
      return t('components.picture.problem.tooLarge', { max: maxImageBytes / (1024 * 1024) })
    case 'svg':
      return t('components.picture.problem.svg')
    case 'not-an-image':
      return t('components.picture.problem.notAnImage')
    case 'truncated':
      return t('components.picture.problem.truncated')
    case 'too-many-pixels':
      return t('components.picture.problem.tooManyPixels')
    case 'damaged':
      return t('components.picture.problem.damaged')
    case 'not-stored':
      return t('components.picture.problem.notStored')
  }
}
