// The extension of Quillkeep's files (#22). Characters, campaigns and backups are written as
// `.quillkeep` files: the same JSON envelope inside. Files from earlier versions end in `.json`
// and still import, so both extensions are offered and accepted everywhere a file is opened.

/** Written by every export and backup. */
const quillkeepExtension = 'quillkeep'

/** What open dialogs, drops, the OS and the CLI accept; the new extension first. */
export const importableExtensions = [quillkeepExtension, 'json'] as const

const importableName = /\.(quillkeep|json)$/i

/** True for a name (or path) ending in .quillkeep or .json, in any case. */
export function isImportableFileName(name: string): boolean {
  return importableName.test(name)
}
