import type { Meta, StoryObj } from '@storybook/react-vite'
import { EditorContent, useEditor } from '@tiptap/react'
import { RichTextToolbar } from './RichTextToolbar'
import { richTextExtensions } from './richTextExtensions'
import { SAMPLE_ARTICLE_HTML } from './richTextSamples'

/** The toolbar over an editor whose caret sits in a heading: its button shows pressed. */
function ToolbarOverEditor({ pictures }: { pictures: boolean }) {
  const editor = useEditor({ extensions: richTextExtensions, content: SAMPLE_ARTICLE_HTML })
  if (!editor) return null
  return (
    <div className="max-w-2xl rounded-lg border border-line-strong">
      <RichTextToolbar editor={editor} label="Content" onPicture={pictures ? () => undefined : undefined} />
      <EditorContent editor={editor} />
    </div>
  )
}

const meta = {
  title: 'UI/RichTextToolbar',
  component: ToolbarOverEditor,
  args: { pictures: true },
} satisfies Meta<typeof ToolbarOverEditor>

export default meta
type Story = StoryObj<typeof meta>

export const WithPictures: Story = {}
/** The text holds its most pictures, or one is uploading. */
export const PicturesFull: Story = { args: { pictures: false } }
