import * as v from 'valibot'

/** `POST {host}/api/uploadImage`: multipart, answered without the envelope. */
export const UPLOAD_PATH = 'uploadImage'
export const PROJECT_NAME = 'MANDIDESK'
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
export const IMAGE_TOO_LARGE = 'Size of image should not exceed 2MB'
export const IMAGE_WRONG_TYPE = 'Only JPEG or PNG images are allowed.'
export const IMAGE_HINT = 'Supported file types are .jpg, .jpeg, .png up to a file size of 2MB.'
export const IMAGE_ACCEPT = 'image/jpeg,image/png'

/** Refusals of an upload's form, a firm's quota and a missing file. */
export const UPLOAD_MESSAGES = {
  quotaReached: (files: number, megabytes: number) =>
    `Upload limit reached: a firm keeps at most ${files} images, ${megabytes} MB in all.`,
  cutOff: 'imageFile: the upload is cut off or malformed; send it again.',
  unexpectedFile: (field: string) => `${field}: unexpected file; send the image as imageFile.`,
  multipartOnly: 'imageFile: send the image as multipart/form-data.',
  oneImage: 'imageFile: send one image only.',
  failed: 'The upload failed on the server.',
  fileNotFound: 'File not found.',
} as const

export const UploadModuleSchema = v.picklist(['Market', 'Employee', 'Expense', 'Account'])

export const UploadResponseSchema = v.object({
  success: v.boolean(),
  s3Url: v.optional(v.string()),
  message: v.optional(v.string()),
})
export type UploadResponse = v.InferOutput<typeof UploadResponseSchema>
