interface NavigatorWithHints {
  userAgent: string
  userAgentData?: { platform?: string }
}

const USER_AGENT_SYSTEMS: [RegExp, string][] = [
  [/Windows/i, 'Windows'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/CrOS/i, 'Chrome OS'],
  [/Macintosh|Mac OS X/i, 'macOS'],
  [/Linux/i, 'Linux'],
]

/** The operating system the browser reports; user-agent client hints first, the user agent string after. */
export function detectOs(nav: NavigatorWithHints | undefined): string {
  const hinted = nav?.userAgentData?.platform?.trim()
  if (hinted) return hinted
  const userAgent = nav?.userAgent ?? ''
  return USER_AGENT_SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown'
}

/** OS and IP sent with sign-in calls. The IP stays empty: the server records the address it sees. */
export function clientInfo(): { OS: string; IP: string } {
  return { OS: detectOs(globalThis.navigator as NavigatorWithHints | undefined), IP: '' }
}
