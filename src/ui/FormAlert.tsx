export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger-line bg-danger-subtle px-3 py-2 text-danger text-sm"
    >
      {message}
    </p>
  )
}
