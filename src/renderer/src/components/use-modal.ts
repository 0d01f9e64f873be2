import { onBeforeUnmount, onMounted, ref } from 'vue'

/** What gets focus when a dialog opens: its [autofocus], else its first field, else a button. */
export function firstControl(dialog: HTMLElement): HTMLElement | null {
  const usable = ':not([disabled]):not([tabindex="-1"]):not([type="hidden"])'
  return (
    dialog.querySelector<HTMLElement>(`[autofocus]${usable}`) ??
    dialog.querySelector<HTMLElement>(
      ['input', 'select', 'textarea'].map((tag) => tag + usable).join(', '),
    ) ??
    dialog.querySelector<HTMLElement>(`button${usable}`)
  )
}

/**
 * A modal <dialog> that opens when its component mounts (bind `ref="dialog"`, class "modal"),
 * with focus on its first control (browsers differ on where showModal puts it). When it goes
 * away, by Escape or any button, focus returns to the control that opened it.
 */
export function useModal() {
  const dialog = ref<HTMLDialogElement | null>(null)
  let opener: HTMLElement | null = null
  onMounted(() => {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.value?.showModal()
    if (dialog.value && !dialog.value.contains(document.activeElement)) {
      firstControl(dialog.value)?.focus()
    }
  })
  onBeforeUnmount(() => {
    if (dialog.value?.open) dialog.value.close()
    if (opener?.isConnected) opener.focus()
  })
  return { dialog }
}
