import { IMAGE_NOT_UPLOADED, uploadedFileName } from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest } from '../errors'

/**
 * An image field may name the server's files only through an upload of the caller's own firm that
 * still exists: another firm's file would show its QR code or logo on this firm's bills, and a made-up
 * name a broken image. An https URL (a production storage) is the schema's to judge; a record may keep
 * the image it already has.
 */
export function assertOwnImage(
  ctx: ServerContext,
  session: Session,
  field: string,
  url: string,
  kept = '',
): void {
  const name = uploadedFileName(url)
  if (name === null || url === kept) return
  if (ctx.store.files.get(name)?.companyKeyID !== session.companyKeyID)
    throw badRequest(field, IMAGE_NOT_UPLOADED)
}
