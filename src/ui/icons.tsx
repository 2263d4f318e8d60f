import type { ReactNode } from 'react'

// Inline icons: a few paths are cheaper than an icon library on the sign-in pages. They are decoration;
// the control around each icon carries the accessible name.
function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export function EyeIcon() {
  return (
    <Icon>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  )
}

export function EyeOffIcon() {
  return (
    <Icon>
      <path d="M9.9 4.2A10.8 10.8 0 0 1 12 4c6.5 0 10 8 10 8a17.6 17.6 0 0 1-3.2 4.4M6.6 6.6C3.6 8.5 2 12 2 12s3.5 8 10 8a10.6 10.6 0 0 0 5.4-1.5" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </Icon>
  )
}

export function ChevronDownIcon() {
  return (
    <Icon size={16}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  )
}

export function CloseIcon() {
  return (
    <Icon size={16}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  )
}

export function SunIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  )
}

export function MoonIcon() {
  return (
    <Icon>
      <path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6Z" />
    </Icon>
  )
}

/** A screen: the device's own setting. */
export function MonitorIcon() {
  return (
    <Icon>
      <rect x="2.5" y="4" width="19" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </Icon>
  )
}

export function CheckIcon() {
  return (
    <Icon size={16}>
      <path d="m5 12 5 5 9-10" />
    </Icon>
  )
}

// The rich-text toolbar's tools (src/ui/richText/RichTextToolbar.tsx).
export function BoldIcon() {
  return (
    <Icon size={18}>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </Icon>
  )
}

export function ItalicIcon() {
  return (
    <Icon size={18}>
      <path d="M19 4h-9M14 20H5M15 4 9 20" />
    </Icon>
  )
}

export function BulletListIcon() {
  return (
    <Icon size={18}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </Icon>
  )
}

export function NumberedListIcon() {
  return (
    <Icon size={18}>
      <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.6 1L3.5 19h3" />
    </Icon>
  )
}

export function QuoteIcon() {
  return (
    <Icon size={18}>
      <path d="M7 7H5a2 2 0 0 0-2 2v2h4v4H3M17 7h-2a2 2 0 0 0-2 2v2h4v4h-4" />
    </Icon>
  )
}

export function LinkIcon() {
  return (
    <Icon size={18}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </Icon>
  )
}

export function ImageIcon() {
  return (
    <Icon size={18}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-3.5-3.5L7 21" />
    </Icon>
  )
}
