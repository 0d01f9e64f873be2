import { describe, expect, it } from 'vitest'
import { isTextEditing } from './keyboard'

describe('isTextEditing', () => {
  it('lets text fields keep their own undo', () => {
    const text = document.createElement('input')
    const number = document.createElement('input')
    number.type = 'number'
    const area = document.createElement('textarea')
    expect([text, number, area].map(isTextEditing)).toEqual([true, true, true])
  })

  it('hands undo to the sheet elsewhere', () => {
    const checkbox = document.createElement('input')
    checkbox.type = 'checkbox'
    const button = document.createElement('button')
    expect([checkbox, button, null].map(isTextEditing)).toEqual([false, false, false])
  })
})
