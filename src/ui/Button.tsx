import type { ButtonHTMLAttributes } from 'react'

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2'

export const buttonStyles = {
  primary: `inline-flex w-full items-center justify-center rounded-lg bg-primary-700 px-4 py-2.5 font-medium text-white transition hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  secondary: `inline-flex items-center justify-center rounded-lg border border-line-strong bg-surface px-4 py-2 font-medium text-fg transition hover:bg-surface-subtle ${focusRing}`,
  link: `rounded font-medium text-accent underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-fg-muted disabled:no-underline ${focusRing}`,
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof buttonStyles
  busy?: boolean
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled = false,
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      className={`${buttonStyles[variant]} ${className}`}
      {...props}
    />
  )
}
