import { afterEach, describe, expect, it } from 'vitest'
import { parseFile } from '@shared/files'
import { useWorkerLocale } from './worker-locale'

afterEach(async () => {
  await useWorkerLocale('en')
})

describe("a worker's messages follow the page's locale (issue #21)", () => {
  it('words a file check in the locale the request names', async () => {
    await useWorkerLocale('sv')
    // Where JSON.parse stopped, as a line and column of our own: the engine's English is dropped.
    expect(parseFile('{"a":\n1,]')).toMatchObject({
      ok: false,
      problems: [{ message: 'filen är inte giltig JSON (rad 2, kolumn 3)' }],
    })
    expect(parseFile('not json')).toMatchObject({
      problems: [{ message: 'filen är inte giltig JSON' }],
    })
    await useWorkerLocale('de')
    expect(parseFile('{"format":"quillkeep-character","a":1,"a":2}')).toMatchObject({
      ok: false,
      problems: [
        {
          message:
            'der Schlüssel "a" kommt zweimal im selben Objekt vor; eine Quillkeep-Datei wiederholt nie einen Schlüssel',
        },
      ],
    })
  })

  it('words it in English when the request names none', async () => {
    await useWorkerLocale(undefined)
    expect(parseFile('')).toMatchObject({ ok: false, problems: [{ message: 'the file is empty' }] })
  })
})
