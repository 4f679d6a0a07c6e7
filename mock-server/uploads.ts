import { randomBytes } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  PROJECT_NAME,
  REQUIRED,
  UPLOAD_MESSAGES,
  UPLOAD_PATH,
  UploadModuleSchema,
  type UploadResponse,
} from '../contracts'
import type { ServerContext } from './context'
import { HttpError } from './errors'
import { authenticateChange, describeIssue } from './register'
import { fileUrl } from './seed/markets'
import type { FileRow } from './store/rows'

const UploadFieldsSchema = v.object({
  moduleName: UploadModuleSchema,
  projectName: v.literal(PROJECT_NAME, `must be ${PROJECT_NAME}`),
  userId: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), v.maxLength(64, 'is too long')),
})

/**
 * What one firm may keep in uploads. Images are at most MAX_IMAGE_BYTES each and nothing deletes them
 * (a replaced QR code stays), so a cap keeps a flood of uploads from filling the disk or the memory.
 */
export const UPLOAD_QUOTA = { files: 500, bytes: 200 * 1024 * 1024 } as const
export const UPLOAD_QUOTA_REACHED = UPLOAD_MESSAGES.quotaReached(
  UPLOAD_QUOTA.files,
  UPLOAD_QUOTA.bytes / 1024 / 1024,
)

function assertQuota(ctx: ServerContext, companyKeyID: string, adding: number): void {
  const files = ctx.store.files.lookup('firm', companyKeyID).filter((file) => file.size !== undefined)
  const bytes = files.reduce((sum, file) => sum + (file.size ?? 0), adding)
  if (files.length + 1 > UPLOAD_QUOTA.files || bytes > UPLOAD_QUOTA.bytes) {
    throw new HttpError(413, UPLOAD_QUOTA_REACHED)
  }
}

/** The fields and the image of a multipart body; a body that ends early is the sender's fault (400). */
async function readParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; image: Buffer | null }> {
  const fields: Record<string, string> = {}
  let image: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== 'imageFile') {
        throw new HttpError(400, UPLOAD_MESSAGES.unexpectedFile(part.fieldname))
      }
      image = await part.toBuffer()
    }
  } catch (error) {
    // Limits and refusals keep their own answers; the parser's own errors mean a broken body.
    if (error instanceof HttpError || (error as FastifyError).code?.startsWith('FST_')) throw error
    throw new HttpError(400, UPLOAD_MESSAGES.cutOff)
  }
  return { fields, image }
}

const SIGNATURES: readonly { bytes: readonly number[]; contentType: FileRow['contentType']; ext: string }[] =
  [
    { bytes: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', ext: 'jpg' },
    { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png', ext: 'png' },
  ]

/** The type is what the bytes say: a file's name and declared type are the sender's claims, not facts. */
const sniff = (bytes: Buffer) => SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b)) ?? null

function answerFor(error: FastifyError | HttpError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, message: IMAGE_TOO_LARGE }
  if (error.code === 'FST_FILES_LIMIT') return { status: 400, message: UPLOAD_MESSAGES.oneImage }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return { status: status === 413 ? 413 : 400, message: error.message }
  return { status: 500, message: UPLOAD_MESSAGES.failed }
}

/**
 * `POST /api/uploadImage` (multipart, answered `{ success, s3Url | message }` without the envelope) and
 * `GET /api/files/<name>`, which serves stored images without a token so an <img> can show them.
 */
export function registerUploads(app: FastifyInstance, ctx: ServerContext): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 12 },
      throwFileSizeLimit: true,
    })

    scope.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const { status, message } = answerFor(error)
      if (status >= 500) request.log.error(error)
      const answer: UploadResponse = { success: false, message }
      return reply.code(status).send(answer)
    })

    scope.post(
      `/api/${UPLOAD_PATH}`,
      { onRequest: (request) => authenticateChange(ctx, request) },
      async (request): Promise<UploadResponse> => {
        if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.multipartOnly)
        const { fields, image } = await readParts(request)
        if (!image) throw new HttpError(400, `imageFile: ${REQUIRED}`)
        const checked = v.safeParse(UploadFieldsSchema, fields)
        if (!checked.success) throw new HttpError(400, describeIssue(checked.issues[0], 'fields'))
        const type = sniff(image)
        if (!type) throw new HttpError(400, IMAGE_WRONG_TYPE)
        const { companyKeyID } = request.apiSession!
        assertQuota(ctx, companyKeyID, image.length)
        const name = `${randomBytes(16).toString('hex')}.${type.ext}`
        const row: FileRow = { name, contentType: type.contentType, companyKeyID, size: image.length }
        const { files } = ctx
        await files?.put(name, image)
        try {
          // Checked again: other uploads may have landed while this one was written to disk.
          ctx.store.write(() => {
            assertQuota(ctx, companyKeyID, image.length)
            ctx.store.files.set(files ? row : { ...row, bytes: image })
          })
        } catch (error) {
          await files?.remove(name)
          throw error
        } finally {
          files?.settled(name)
        }
        return { success: true, s3Url: fileUrl(name) }
      },
    )
  })

  app.get<{ Params: { name: string } }>('/api/files/:name', async (request, reply) => {
    const file = ctx.store.files.get(request.params.name)
    const bytes = file && (file.bytes ?? (await ctx.files?.read(file.name)))
    if (!file || !bytes) throw new HttpError(404, UPLOAD_MESSAGES.fileNotFound)
    // A stored name never gets other content: uploads get fresh random names.
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(bytes)
  })
}
