import { useId } from 'react'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../stores/toasts'
import { Button } from './Button'
import { copyText } from './copyText'

/** A secret or snippet shown read-only (selected on focus) with a button that copies it. */
export function CopyableText({
  label,
  hint,
  text,
  copyLabel,
}: {
  label: string
  hint?: string
  text: string
  copyLabel: string
}) {
  const id = useId()
  const copy = async () => {
    const copied = await copyText(text)
    if (copied) showToast({ key: 'ui:copy_success' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    else showToast({ key: 'ui:copy_failed' }, 'error')
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-fg text-sm">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        readOnly
        value={text}
        rows={Math.min(6, text.split('\n').length + 1)}
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full break-all rounded-lg border border-line-strong bg-surface-subtle px-3 py-2 font-mono text-fg text-xs outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      />
      <Button variant="secondary" onClick={copy}>
        {copyLabel}
      </Button>
    </div>
  )
}
