import { Button } from './Button'

/**
 * Said instead of the server's refusal when the record changed since the form loaded it (a 409): nothing
 * was written, and the button starts the editor again from the latest version.
 */
export function StaleNotice({
  title,
  message,
  reloadLabel,
  onReload,
}: {
  title: string
  message: string
  reloadLabel: string
  onReload(): void
}) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-2xl border border-warning-line bg-warning-subtle p-4 text-warning"
    >
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
      <Button type="button" variant="secondary" className="w-auto" onClick={onReload}>
        {reloadLabel}
      </Button>
    </div>
  )
}
