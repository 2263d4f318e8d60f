// The member on screen, for the palette's and the shortcuts' actions on it (edit it, see its orders):
// the edit screen sets it while it shows a member.
import { useEffect } from 'react'
import { proxy } from 'valtio'

export interface OpenMember {
  _id: string
  memberId: string
}

export const openMemberState = proxy({ member: null as OpenMember | null })

/** Keeps the member as the open one while the calling screen shows it. */
export function useOpenMember(member: OpenMember | null): void {
  const id = member?._id
  const memberId = member?.memberId
  useEffect(() => {
    if (!id || memberId === undefined) return
    const opened = { _id: id, memberId }
    openMemberState.member = opened
    return () => {
      if (openMemberState.member?._id === opened._id) openMemberState.member = null
    }
  }, [id, memberId])
}
