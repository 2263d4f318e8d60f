import { type ReactNode, useState } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

/**
 * An address in memory instead of the browser's, so links and a list's page, size and search work
 * inside a story without leaving it. `address` is where the story starts ('/?page=2&search=som').
 */
export function StoryRouter({ address = '/', children }: { address?: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path: address }))
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  )
}
