import { onBeforeUnmount, onMounted, ref } from 'vue'

/**
 * A modal <dialog> that opens when its component mounts (bind `ref="dialog"`, class "modal").
 * When it goes away, by Escape or any button, focus returns to the control that opened it.
 */
export function useModal() {
  const dialog = ref<HTMLDialogElement | null>(null)
  let opener: HTMLElement | null = null
  onMounted(() => {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.value?.showModal()
  })
  onBeforeUnmount(() => {
    if (dialog.value?.open) dialog.value.close()
    if (opener?.isConnected) opener.focus()
  })
  return { dialog }
}
