// Loads the transfer store (files, imports, backups) on first use: it brings the file formats
// and every system's rules, which the first screen does not need.
export async function transferStore() {
  const { useTransferStore } = await import('./stores/transfer')
  return useTransferStore()
}
