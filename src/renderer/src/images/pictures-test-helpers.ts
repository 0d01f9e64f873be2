// For component tests of the screens that add pictures: happy-dom cannot decode a picture, so
// tests mock takeImage (images/intake.ts) with `intakeMock` and make it answer with a real
// fixture's bytes as intake would have made them (`takenFixture`), or with a refusal. Blobs must
// be Node's for fake-indexeddb to store them: import '@renderer/testing/cloneable-blob' too.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { vi } from 'vitest'
import { imageHash } from '@shared/images'
import type { Intake } from './intake'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(resolve(__dirname, '../../../../tests/fixtures/images', name)))

/** What takeImage makes of a fixture that needs no scaling (both are 40 × 30). */
export async function takenFixture(name: 'portrait.png' | 'portrait.jpg'): Promise<Intake> {
  const bytes = fixture(name)
  return {
    ok: true,
    bytes,
    type: name.endsWith('png') ? 'image/png' : 'image/jpeg',
    width: 40,
    height: 30,
    hash: await imageHash(bytes),
  }
}

/** A file as the user would pick it (its bytes do not matter: takeImage is mocked). */
export function pictureFile(name = 'portrait.png', type = 'image/png'): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type })
}

/** Object URLs the tests can read back: `blob:<n>`. */
export function stubObjectUrls(): void {
  let made = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:picture-${++made}`)
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
}

/** Puts `file` into a file input and fires its change, as the browser does after a choice. */
export function choose(input: HTMLInputElement, file: File): void {
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  input.dispatchEvent(new Event('change'))
}
