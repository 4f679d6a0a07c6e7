import type { FastifyInstance } from 'fastify'
import { UPLOAD_PATH } from '../../contracts'
import { multipartBody } from './multipart'

/** The PNG signature and a little padding: what the upload sniffs. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

/** Uploads a small PNG as the token's user and answers the URL the server gave it. */
export async function uploadImage(app: FastifyInstance, token: string): Promise<string> {
  const form = multipartBody(
    { moduleName: 'Market', projectName: 'MANDIDESK', userId: 'test-user' },
    { filename: 'qr.png', contentType: 'image/png', bytes: PNG },
  )
  const answer = await app.inject({
    method: 'POST',
    url: `/api/${UPLOAD_PATH}`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  })
  const url = answer.json().s3Url
  if (typeof url !== 'string') throw new Error(`upload failed: ${answer.body}`)
  return url
}
