// Which rows a virtualised list renders: the rows in view with their overscan, and the row that
// holds the keyboard focus with its neighbours, so that Tab and Shift+Tab go on from it.
import { describe, expect, it } from 'vitest'
import { rowsToRender } from './use-virtual-list'

const range = (startIndex: number, endIndex: number, count = 100, overscan = 2) => ({
  startIndex,
  endIndex,
  overscan,
  count,
})

describe('rowsToRender', () => {
  it('renders the rows in view and the overscan on both sides, within the list', () => {
    expect(rowsToRender(range(10, 14), -1)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(rowsToRender(range(0, 3), -1)).toEqual([0, 1, 2, 3, 4, 5])
    expect(rowsToRender(range(96, 99), -1)).toEqual([94, 95, 96, 97, 98, 99])
  })

  it('adds the focused row and its neighbours, in list order, when they are out of view', () => {
    expect(rowsToRender(range(50, 52), 3)).toEqual([2, 3, 4, 48, 49, 50, 51, 52, 53, 54])
    expect(rowsToRender(range(10, 12), 99)).toEqual([8, 9, 10, 11, 12, 13, 14, 98, 99])
    expect(rowsToRender(range(50, 52), 0)).toEqual([0, 1, 48, 49, 50, 51, 52, 53, 54])
  })

  it('adds nothing when the focused row is in view, or no longer in the list', () => {
    expect(rowsToRender(range(10, 14), 12)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(rowsToRender(range(10, 14), 16)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
    expect(rowsToRender(range(0, 3, 4), 7)).toEqual([0, 1, 2, 3])
  })
})
