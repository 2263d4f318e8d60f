import { type Editor, useEditorState } from '@tiptap/react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BoldIcon,
  BulletListIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  QuoteIcon,
} from '../icons'
import { TextField } from '../TextField'

const buttonStyle =
  'inline-flex min-h-8 min-w-8 items-center justify-center rounded-md px-2 py-1 font-medium text-fg text-sm outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-50 aria-pressed:bg-accent-muted aria-pressed:text-accent-strong'

interface Tool {
  id: string
  /** What the button shows: a heading's level as text (which its name then includes), or an icon. */
  face: { text: string } | { icon: ReactNode }
  /** The editor's own shortcut for it, shown in the button's title. */
  keys?: string
  isActive(editor: Editor): boolean
  run(editor: Editor): void
}

const TOOLS: readonly Tool[] = [
  ...([2, 3] as const).map((level) => ({
    id: `heading${level}`,
    face: { text: `H${level}` },
    keys: `Ctrl+Alt+${level}`,
    isActive: (editor: Editor) => editor.isActive('heading', { level }),
    run: (editor: Editor) => editor.chain().focus().toggleHeading({ level }).run(),
  })),
  {
    id: 'bold',
    face: { icon: <BoldIcon /> },
    keys: 'Ctrl+B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    face: { icon: <ItalicIcon /> },
    keys: 'Ctrl+I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    id: 'bullet_list',
    face: { icon: <BulletListIcon /> },
    keys: 'Ctrl+Shift+8',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'numbered_list',
    face: { icon: <NumberedListIcon /> },
    keys: 'Ctrl+Shift+7',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'quote',
    face: { icon: <QuoteIcon /> },
    keys: 'Ctrl+Shift+B',
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
]

export interface RichTextToolbarProps {
  editor: Editor
  label: string
  /** Opens the file chooser for a picture; absent while a picture cannot be added. */
  onPicture?: () => void
}

/** The editor's buttons: one tab stop for the toolbar's group, each button naming its shortcut. */
export function RichTextToolbar({ editor, label, onPicture }: RichTextToolbarProps) {
  const { t } = useTranslation()
  const [linkOpen, setLinkOpen] = useState(false)
  const [href, setHref] = useState('')
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: TOOLS.map((tool) => tool.isActive(current)),
      link: current.isActive('link'),
    }),
  })

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '')
    setLinkOpen(true)
  }
  const applyLink = (event: FormEvent) => {
    event.preventDefault()
    const chain = editor.chain().focus().extendMarkRange('link')
    if (href.trim()) chain.setLink({ href: href.trim() }).run()
    else chain.unsetLink().run()
    setLinkOpen(false)
  }

  return (
    <div className="border-line border-b">
      <div
        role="toolbar"
        aria-label={t('ui:rich_text.toolbar', { label })}
        className="flex flex-wrap gap-1 p-1"
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool.id}
            type="button"
            className={buttonStyle}
            // A level shown as text is part of the name, so what is seen is what a voice command says.
            aria-label={
              'text' in tool.face
                ? `${t(`ui:rich_text.${tool.id}`)} ${tool.face.text}`
                : t(`ui:rich_text.${tool.id}`)
            }
            title={tool.keys ? `${t(`ui:rich_text.${tool.id}`)} (${tool.keys})` : undefined}
            aria-pressed={active.tools[index]}
            onClick={() => tool.run(editor)}
          >
            {'text' in tool.face ? tool.face.text : tool.face.icon}
          </button>
        ))}
        <button
          type="button"
          className={buttonStyle}
          aria-label={t('ui:rich_text.link')}
          aria-pressed={active.link}
          aria-expanded={linkOpen}
          onClick={openLink}
        >
          <LinkIcon />
        </button>
        <button
          type="button"
          className={buttonStyle}
          aria-label={t('ui:rich_text.picture')}
          disabled={!onPicture}
          onClick={onPicture}
        >
          <ImageIcon />
        </button>
      </div>
      {linkOpen ? (
        <form onSubmit={applyLink} className="flex flex-wrap items-end gap-2 p-2">
          <TextField
            label={t('ui:rich_text.link_address')}
            hint={t('ui:rich_text.link_hint')}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation()
                setLinkOpen(false)
                editor.commands.focus()
              }
            }}
            autoFocus
            className="min-w-64 flex-1"
          />
          <button type="submit" className={`${buttonStyle} border border-line-strong`}>
            {t('ui:rich_text.link_apply')}
          </button>
        </form>
      ) : null}
    </div>
  )
}
