import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { mount } from '@vue/test-utils'
import { firstControl, useModal } from './use-modal'

// eslint-disable-next-line vue/one-component-per-file -- a test needs the modal and a host that unmounts it
const Modal = defineComponent({
  setup() {
    const { dialog } = useModal()
    return () => h('dialog', { ref: dialog, class: 'modal' }, [h('button', 'Inside')])
  },
})

describe('useModal', () => {
  it('returns focus to the control that opened the dialog when it closes', async () => {
    const open = ref(false)
    const wrapper = mount(
      // eslint-disable-next-line vue/one-component-per-file -- the host, see Modal above
      defineComponent({
        setup: () => () =>
          h('div', [
            h('button', { id: 'opener', onClick: () => (open.value = true) }, 'Open'),
            open.value ? h(Modal) : null,
          ]),
      }),
      { attachTo: document.body },
    )
    const opener = wrapper.get('#opener')
    ;(opener.element as HTMLButtonElement).focus()
    await opener.trigger('click')
    await nextTick()
    expect(wrapper.find('dialog').exists()).toBe(true)
    ;(wrapper.get('dialog button').element as HTMLButtonElement).focus()
    open.value = false // what Escape or Close does: the component goes away
    await nextTick()
    expect(document.activeElement).toBe(opener.element)
    wrapper.unmount()
  })
})

describe('firstControl', () => {
  function dialogWith(html: string): HTMLElement {
    const dialog = document.createElement('dialog')
    dialog.innerHTML = html
    return dialog
  }

  it('prefers [autofocus], then the first usable field, then a button', () => {
    expect(
      firstControl(
        dialogWith('<input name="a"><button autofocus name="b">B</button>'),
      )?.getAttribute('name'),
    ).toBe('b')
    expect(
      firstControl(
        dialogWith(
          '<button name="close">×</button><input name="off" disabled><input name="hid" type="hidden"><select name="s"></select>',
        ),
      )?.getAttribute('name'),
    ).toBe('s')
    expect(
      firstControl(
        dialogWith('<button tabindex="-1" name="step">−</button><button name="ok">OK</button>'),
      )?.getAttribute('name'),
    ).toBe('ok')
    expect(firstControl(dialogWith('<p>Nothing to press</p>'))).toBeNull()
  })
})
