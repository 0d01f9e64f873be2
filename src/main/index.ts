// Electron main entry. Everything happens in ./app so that it can be tested with fakes.
import { startApp } from './app'

startApp().catch((error: unknown) => {
  console.error('Quillkeep failed to start', error)
  process.exit(1)
})
