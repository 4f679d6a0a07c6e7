import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useRevokeTokenLinks } from '@/features/farmer-link/api'

export const REVOKE_LINKS_MESSAGE =
  "Every link to this token already given out will stop working. The farmer will need a new slip or message. Revoke the farmer's links?"

/** "Revoke farmer links": after a confirmation, every earlier link of the token answers "not valid". */
export function RevokeLinksButton({ tokenKeyID }: { tokenKeyID: string }) {
  const [open, setOpen] = useState(false)
  const revoke = useRevokeTokenLinks()
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Revoke farmer links
      </Button>
      <ConfirmDialog
        open={open}
        message={REVOKE_LINKS_MESSAGE}
        busy={revoke.isPending}
        error={revoke.error?.message ?? null}
        onCancel={() => setOpen(false)}
        onConfirm={() => revoke.mutate(tokenKeyID, { onSuccess: () => setOpen(false) })}
      />
    </>
  )
}
