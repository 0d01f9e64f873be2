// For tests that store Blobs in IndexedDB: fake-indexeddb copies values with Node's
// structuredClone, which keeps Node's Blob but turns happy-dom's into an empty object (a browser's
// IndexedDB stores its own Blobs). Importing this makes `Blob` Node's for the test file.
import { Blob as NodeBlob } from 'node:buffer'
import { vi } from 'vitest'

vi.stubGlobal('Blob', NodeBlob)
