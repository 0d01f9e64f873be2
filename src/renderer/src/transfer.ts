import { ref } from 'vue'

/** True once the transfer store has loaded, whoever loaded it: the app then shows its dialog. */
export const transferLoaded = ref(false)

// Loads the transfer store (files, imports, backups) on first use: it brings the file formats
// and every system's rules, which the first screen does not need.
export async function transferStore() {
  const { useTransferStore } = await import('./stores/transfer')
  const store = useTransferStore()
  transferLoaded.value = true
  return store
}
