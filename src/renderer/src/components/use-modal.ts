import { onMounted, ref } from 'vue'

/** A modal <dialog> that opens when its component mounts (bind `ref="dialog"`, class "modal"). */
export function useModal() {
  const dialog = ref<HTMLDialogElement | null>(null)
  onMounted(() => dialog.value?.showModal())
  return { dialog }
}
