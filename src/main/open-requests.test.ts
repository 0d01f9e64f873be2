import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { createOpenRequests, filesFromArgv, maxWaitingPaths } from './open-requests'

describe('filesFromArgv', () => {
  it('finds .quillkeep and .json files, skipping the executable, switches and the app path', () => {
    const argv = [
      '/opt/Quillkeep/quillkeep',
      '--allow-file-access-from-files',
      '.',
      'out/main/index.js',
      '/home/u/Tova.quillkeep',
      'Saga.campaign.quillkeep',
      'old export.quillkeep.json',
      'notes.txt',
    ]
    expect(filesFromArgv(argv, '/home/u/Documents')).toEqual([
      '/home/u/Tova.quillkeep',
      '/home/u/Documents/Saga.campaign.quillkeep',
      '/home/u/Documents/old export.quillkeep.json',
    ])
  })

  it('reads file:// URLs from Linux desktop entries, and ignores other URLs', () => {
    const path = join('/home/u', 'Tova Ravenhill.quillkeep')
    expect(
      filesFromArgv(
        ['quillkeep', pathToFileURL(path).href, 'https://example.com/evil.quillkeep'],
        '/',
      ),
    ).toEqual([path])
  })

  it('lists a file named twice once', () => {
    expect(filesFromArgv(['q', '/a/T.quillkeep', '/a/T.quillkeep'], '/')).toEqual([
      '/a/T.quillkeep',
    ])
  })

  it('finds nothing in a plain start', () => {
    expect(filesFromArgv(['/usr/bin/quillkeep'], '/')).toEqual([])
    expect(filesFromArgv([], '/')).toEqual([])
  })
})

describe('open requests', () => {
  it('keeps paths until the renderer takes them, and notifies on each new one', () => {
    const notify = vi.fn()
    const requests = createOpenRequests(notify)
    requests.add(['/a/Tova.quillkeep'])
    requests.add(['/a/Tova.quillkeep']) // already waiting: no second preview
    requests.add(['/a/Saga.campaign.quillkeep'])
    expect(notify).toHaveBeenCalledTimes(2)
    expect(requests.take()).toEqual(['/a/Tova.quillkeep', '/a/Saga.campaign.quillkeep'])
    expect(requests.take()).toEqual([])
  })

  it('adds nothing, and does not notify, for an empty list', () => {
    const notify = vi.fn()
    createOpenRequests(notify).add([])
    expect(notify).not.toHaveBeenCalled()
  })

  it('keeps the newest paths when far too many wait', () => {
    const requests = createOpenRequests(() => {})
    const paths = Array.from({ length: maxWaitingPaths + 5 }, (_, i) => `/a/${i}.quillkeep`)
    requests.add(paths)
    expect(requests.take()).toEqual(paths.slice(5))
  })
})
