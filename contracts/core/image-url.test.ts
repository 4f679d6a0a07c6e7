import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HOSTILE_IMAGE_URLS } from '../test/hostile-input'
import { isImageUrl, optionalImageUrl, requiredImageUrl } from './image-url'
import { REQUIRED } from './primitives'

describe('image URLs', () => {
  it('accepts what an upload answers: the server’s own file URL, or https', () => {
    for (const url of [
      '/api/files/0f3c9a5e.png',
      '/api/files/seed-qr-lasalgaon.png',
      '/api/files/photo_1.jpeg',
      'https://cdn.mandidesk.example/MANDIDESK/Market/qr.png',
      'https://s3.ap-south-1.amazonaws.com:443/bucket/qr.jpg?X-Amz-Signature=abc',
    ]) {
      expect(isImageUrl(url), url).toBe(true)
    }
  })

  it('refuses every other scheme and path', () => {
    for (const url of HOSTILE_IMAGE_URLS) expect(isImageUrl(url), url).toBe(false)
  })

  it('an optional image may be empty; a required one may not', () => {
    expect(v.parse(optionalImageUrl('bad'), '')).toBe('')
    expect(v.parse(optionalImageUrl('bad'), undefined)).toBe('')
    expect(v.safeParse(requiredImageUrl('bad'), '').issues?.[0]?.message).toBe(REQUIRED)
    expect(v.safeParse(requiredImageUrl('bad'), 'javascript:alert(3)').issues?.[0]?.message).toBe('bad')
  })
})
