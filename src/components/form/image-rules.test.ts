import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from '@contracts'
import { describe, expect, it } from 'vitest'
import { imageProblem } from './image-rules'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('imageProblem', () => {
  it('accepts JPEG and PNG up to 2 MB', () => {
    expect(imageProblem(file('qr.png', 'image/png'))).toBeNull()
    expect(imageProblem(file('qr.JPG', 'image/jpeg'))).toBeNull()
    expect(imageProblem(file('qr.jpeg', 'image/jpeg', MAX_IMAGE_BYTES))).toBeNull()
  })

  it('refuses a file over 2 MB with the spec’s message', () => {
    expect(imageProblem(file('qr.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(IMAGE_TOO_LARGE)
  })

  it('refuses other types by name or by content type', () => {
    expect(imageProblem(file('qr.gif', 'image/gif'))).toBe(IMAGE_WRONG_TYPE)
    expect(imageProblem(file('qr.png', 'image/gif'))).toBe(IMAGE_WRONG_TYPE)
    expect(imageProblem(file('qr.pdf', ''))).toBe(IMAGE_WRONG_TYPE)
  })

  it('names the wrong type before the size', () => {
    expect(imageProblem(file('huge.gif', 'image/gif', MAX_IMAGE_BYTES * 3))).toBe(IMAGE_WRONG_TYPE)
  })
})
