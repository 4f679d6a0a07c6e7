import { describe, expect, it } from 'vitest'
import { to12Hour } from './time'

describe('to12Hour', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['09:30', '09:30 AM'],
    ['9:30', '09:30 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['13:00', '01:00 PM'],
    ['23:59', '11:59 PM'],
    ['18:20:15', '06:20 PM'],
  ])('%s → %s', (input, expected) => {
    expect(to12Hour(input)).toBe(expected)
  })

  it.each(['24:00', '12:60', 'noon', '', '1230'])(
    'leaves %j unchanged rather than inventing a time',
    (input) => {
      expect(to12Hour(input)).toBe(input)
    },
  )
})
