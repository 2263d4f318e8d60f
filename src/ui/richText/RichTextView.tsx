export interface RichTextViewProps {
  /** HTML as the server answers it: sanitised before it was stored (server/lib/richText). */
  html: string
  className?: string
}

/** Shows stored rich text. Only the server's sanitised HTML may reach it, never what a user typed. */
export function RichTextView({ html, className = '' }: RichTextViewProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it with its allow-list before storing
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
