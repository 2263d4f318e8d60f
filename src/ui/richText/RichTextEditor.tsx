import { EditorContent, useEditor } from '@tiptap/react'
import { useMachine } from '@xstate/react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getFileUrl } from '../../api/uploads'
import type { Language } from '../../domain/constants'
import { type RichTextRule, richTextMeasure, richTextProblem } from '../../domain/richText'
import { acceptedExtensions } from '../../domain/uploadRules'
import { uploadMachine } from '../../machines/upload.machine'
import { ProgressBar } from '../ProgressBar'
import { RichTextCount } from './RichTextCount'
import { RichTextToolbar } from './RichTextToolbar'
import { richTextExtensions } from './richTextExtensions'
import { useUploadedPictures } from './useUploadedPictures'

export interface RichTextEditorProps {
  label: string
  /** HTML, as the server stores it (pictures with a signed `src` for showing). */
  value: string
  onChange(html: string): void
  /** The text's own language, which decides how its words are counted. */
  language: Language
  rule: RichTextRule
  /** The form's or the server's message for this field. */
  error?: string | null
  disabled?: boolean
}

/**
 * Rich text (an article's body, an FAQ's answer) with headings, lists, links, emphasis and pictures
 * uploaded to the `content` module. It writes only what the server's sanitiser keeps, and counts words,
 * characters and pictures against the same rule the server holds it to (src/domain/richText.ts).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  language,
  rule,
  error,
  disabled,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const countId = `${id}-count`
  const fileInput = useRef<HTMLInputElement>(null)
  // The HTML this editor last handed out: a `value` that differs came from outside (a reload, a reset).
  const emitted = useRef(value)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': error ? `${errorId} ${countId}` : countId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text min-h-48 px-3 py-2 outline-none',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML()
      emitted.current = html
      onChangeRef.current(html)
    },
  })

  useEffect(() => {
    if (!editor || value === emitted.current) return
    emitted.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    editor?.setEditable(!disabled)
  }, [editor, disabled])

  const measure = richTextMeasure(value, language)
  const problem = richTextProblem(measure, rule)
  const [uploadState, sendUpload] = useMachine(uploadMachine, { input: { moduleName: 'content' } })
  const [pictureError, setPictureError] = useState<string | null>(null)
  const uploading = useUploadedPictures(uploadState.context.items, sendUpload, {
    onStored: async (key) => {
      const src = await getFileUrl(key)
      editor?.chain().focus().setImage({ src, alt: '' }).updateAttributes('image', { key }).run()
    },
    onRefused: setPictureError,
  })

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setPictureError(null)
    sendUpload({ type: 'upload.add', files: [file] })
  }
  const canAddPicture = !disabled && !uploading && measure.images < rule.maxImages

  return (
    <div>
      <p className="mb-1 block font-medium text-fg text-sm">{label}</p>
      <div
        className={`rounded-lg border bg-surface focus-within:ring-2 focus-within:ring-primary-500 ${
          error || (problem && problem.code !== 'empty') ? 'border-danger-strong' : 'border-line-strong'
        }`}
      >
        {editor ? (
          <RichTextToolbar
            editor={editor}
            label={label}
            onPicture={canAddPicture ? () => fileInput.current?.click() : undefined}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <input
        ref={fileInput}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        accept={acceptedExtensions('content').replace(/ /g, '')}
        onChange={choosePicture}
      />
      {uploading ? (
        <div className="mt-2 flex items-center gap-2">
          <ProgressBar
            label={t('ui:rich_text.uploading', { name: uploading.name })}
            value={uploading.progress}
          />
          <button
            type="button"
            className="rounded-lg border border-line-strong px-3 py-1 text-sm"
            onClick={() => sendUpload({ type: 'upload.cancel' })}
          >
            {t('ui:cancel')}
          </button>
        </div>
      ) : null}
      <RichTextCount id={countId} measure={measure} rule={rule} problem={problem} />
      {pictureError ? (
        <p role="alert" className="mt-1 text-danger text-sm">
          {pictureError}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
