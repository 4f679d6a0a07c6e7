import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from '@contracts'

export const IMAGE_INPUT_ACCEPT = '.jpg,.jpeg,.png'
const TYPES = new Set(['image/jpeg', 'image/png'])

/** Why a chosen file can't be uploaded, or null: checked here so a bad file never leaves the browser. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extensionOk = /\.(jpe?g|png)$/i.test(file.name)
  if (!extensionOk || (file.type !== '' && !TYPES.has(file.type))) return IMAGE_WRONG_TYPE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE
  return null
}
