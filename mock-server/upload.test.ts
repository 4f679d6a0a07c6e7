import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  type LoginRecord,
  MAX_IMAGE_BYTES,
  UPLOAD_MESSAGES,
} from '../contracts'
import { encodePng } from './seed/png'
import { multipartBody } from './test/multipart'
import { signIn, startServer } from './test/support'
import { UPLOAD_QUOTA, UPLOAD_QUOTA_REACHED } from './uploads'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
  demo = await signIn(app)
})
afterAll(() => app.close())

const png = encodePng({ width: 2, height: 2, channels: 1, pixels: new Uint8Array([0, 255, 255, 0]) })
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])
/** A PNG signature padded to the given size. */
const pngOfSize = (bytes: number) => Buffer.concat([png, Buffer.alloc(bytes - png.length)])

const FIELDS = { moduleName: 'Market', projectName: 'MANDIDESK', userId: 'user-1' }

async function upload(
  file: { filename: string; contentType: string; bytes: Buffer; field?: string } | undefined,
  fields: Record<string, string> = FIELDS,
  token: string | null = demo.token,
) {
  const { payload, headers } = multipartBody(fields, file)
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploadImage',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; s3Url?: string; message?: string },
  }
}

const fetchFile = (url: string) => app.inject({ method: 'GET', url })

describe('POST /api/uploadImage', () => {
  it.each([
    ['a PNG', 'qr.png', 'image/png', png, 'png', 'image/png'],
    ['a JPEG', 'photo.jpeg', 'image/jpeg', jpeg, 'jpg', 'image/jpeg'],
  ])(
    'stores %s under a server-made name and serves it back',
    async (_, filename, contentType, bytes, ext, served) => {
      const answer = await upload({ filename, contentType, bytes })
      expect(answer.status).toBe(200)
      expect(answer.body.success).toBe(true)
      expect(answer.body.s3Url).toMatch(new RegExp(`^/api/files/[0-9a-f]{32}\\.${ext}$`))
      const file = await fetchFile(answer.body.s3Url!)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe(served)
      expect(file.headers['x-content-type-options']).toBe('nosniff')
      expect(file.rawPayload.equals(bytes)).toBe(true)
    },
  )

  it('gives every upload its own name', async () => {
    const first = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png })
    const second = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png })
    expect(first.body.s3Url).not.toBe(second.body.s3Url)
  })

  it('accepts exactly 2 MB and refuses 2 MB + 1 byte with 413 and the exact message', async () => {
    const fits = await upload({
      filename: 'big.png',
      contentType: 'image/png',
      bytes: pngOfSize(MAX_IMAGE_BYTES),
    })
    expect(fits.status).toBe(200)
    const over = await upload({
      filename: 'big.png',
      contentType: 'image/png',
      bytes: pngOfSize(MAX_IMAGE_BYTES + 1),
    })
    expect(over.status).toBe(413)
    expect(over.body).toEqual({ success: false, message: 'Size of image should not exceed 2MB' })
    expect(IMAGE_TOO_LARGE).toBe('Size of image should not exceed 2MB')
  })

  it('refuses a GIF', async () => {
    const answer = await upload({ filename: 'anim.gif', contentType: 'image/gif', bytes: gif })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ success: false, message: IMAGE_WRONG_TYPE })
  })

  it('judges by the bytes: a PNG named .exe is stored as a PNG', async () => {
    const answer = await upload({
      filename: 'setup.exe',
      contentType: 'application/octet-stream',
      bytes: png,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.s3Url).toMatch(/\.png$/)
    expect((await fetchFile(answer.body.s3Url!)).headers['content-type']).toBe('image/png')
  })

  it('judges by the bytes: a program named .png and declared image/png is refused', async () => {
    const answer = await upload({ filename: 'photo.png', contentType: 'image/png', bytes: exe })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(IMAGE_WRONG_TYPE)
  })

  it('judges by the bytes: a JPEG named .png is stored as .jpg', async () => {
    const answer = await upload({ filename: 'photo.png', contentType: 'image/png', bytes: jpeg })
    expect(answer.body.s3Url).toMatch(/\.jpg$/)
    expect((await fetchFile(answer.body.s3Url!)).headers['content-type']).toBe('image/jpeg')
  })

  it('refuses an empty file', async () => {
    const answer = await upload({ filename: 'empty.png', contentType: 'image/png', bytes: Buffer.alloc(0) })
    expect(answer.body).toEqual({ success: false, message: IMAGE_WRONG_TYPE })
  })

  it('needs a signed-in user', async () => {
    const none = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png }, FIELDS, null)
    expect(none.status).toBe(401)
    expect(none.body.success).toBe(false)
    const unknown = await upload(
      { filename: 'a.png', contentType: 'image/png', bytes: png },
      FIELDS,
      'f'.repeat(32),
    )
    expect(unknown.status).toBe(401)
  })

  it.each([
    [{ ...FIELDS, projectName: 'OTHER' }, /^projectName: must be MANDIDESK$/],
    [{ ...FIELDS, moduleName: 'Invoice' }, /^moduleName: /],
    [{ moduleName: 'Market', projectName: 'MANDIDESK' }, /^userId: /],
  ])('refuses the fields %j', async (fields, message) => {
    const answer = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png }, fields)
    expect(answer.status).toBe(400)
    expect(answer.body.success).toBe(false)
    expect(answer.body.message).toMatch(message)
  })

  it('refuses a request without the image, or with it under another name', async () => {
    expect((await upload(undefined)).body).toEqual({
      success: false,
      message: 'imageFile: This field is required.',
    })
    const renamed = await upload({ field: 'file', filename: 'a.png', contentType: 'image/png', bytes: png })
    expect(renamed.status).toBe(400)
    expect(renamed.body.message).toMatch(/^file: /)
  })

  it.each([0.1, 0.5, 0.99])(
    'answers 400 to a body cut off at %s of its length, storing nothing',
    async (part) => {
      const { payload, headers } = multipartBody(FIELDS, {
        filename: 'a.png',
        contentType: 'image/png',
        bytes: pngOfSize(5_000),
      })
      const files = app.mockStore.files.size
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploadImage',
        payload: payload.subarray(0, Math.floor(payload.length * part)),
        headers: { ...headers, authorization: `Bearer ${demo.token}` },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.cutOff })
      expect(app.mockStore.files.size).toBe(files)
    },
  )

  it.each([
    ['images', UPLOAD_QUOTA.files - 1, 1],
    ['bytes', 1, UPLOAD_QUOTA.bytes - png.length + 1],
  ])('refuses an upload past the firm quota of %s with 413, storing nothing', async (_, count, size) => {
    const fill = (i: number) => ({ name: `quota-${i}.png`, contentType: 'image/png' as const, size })
    app.mockStore.write(() => {
      for (let i = 0; i < count; i++) app.mockStore.files.set({ ...fill(i), companyKeyID: demo.companyKeyID })
    })
    try {
      const files = app.mockStore.files.size
      // The quota counts only this firm's uploads: the seeded images and a reset's leftovers do not.
      const answer = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png })
      expect(answer.status).toBe(413)
      expect(answer.body).toEqual({ success: false, message: UPLOAD_QUOTA_REACHED })
      expect(UPLOAD_QUOTA_REACHED).toBe(
        'Upload limit reached: a firm keeps at most 500 images, 200 MB in all.',
      )
      expect(app.mockStore.files.size).toBe(files)
    } finally {
      await app.inject({ method: 'POST', url: '/__mock/reset' })
    }
  })

  it('refuses a body that is not multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      payload: { imageFile: 'x' },
      headers: { authorization: `Bearer ${demo.token}` },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
  })
})

describe('GET /api/files/<name>', () => {
  it('answers 404 for an unknown name, without needing a token', async () => {
    const answer = await fetchFile('/api/files/0123456789abcdef0123456789abcdef.png')
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves images with a policy that still blocks scripts', async () => {
    const answer = await fetchFile('/api/files/seed-qr-sangola.png')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/)
    expect(answer.headers['content-security-policy']).not.toMatch(/script-src/)
  })

  it('drops uploads on reset but keeps the seeded images', async () => {
    const { body } = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png })
    expect((await fetchFile(body.s3Url!)).statusCode).toBe(200)
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    expect((await fetchFile(body.s3Url!)).statusCode).toBe(404)
    expect((await fetchFile('/api/files/seed-qr-sangola.png')).statusCode).toBe(200)
  })
})
