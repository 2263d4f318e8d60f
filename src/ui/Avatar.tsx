export interface AvatarProps {
  firstName?: string | null
  lastName?: string | null
  url?: string | null
  size?: 'sm' | 'md' | 'lg'
}

const SIZES = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-24 text-3xl' }

/** The photo, or the first letter of the name on a tinted disc. Decorative: the name is always written beside it. */
export function Avatar({ firstName, lastName, url, size = 'sm' }: AvatarProps) {
  const initial = (firstName || lastName || '?').trim().charAt(0).toUpperCase()
  if (url)
    return (
      <img
        src={url}
        alt=""
        className={`${SIZES[size]} shrink-0 rounded-full bg-surface-muted object-cover`}
      />
    )
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-accent-muted font-semibold text-accent-strong`}
    >
      {initial}
    </span>
  )
}
