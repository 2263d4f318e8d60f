import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ARTICLE_BODY_RULE, SHORT_RICH_TEXT_RULE } from '../../domain/richText'
import { RichTextEditor } from './RichTextEditor'
import { SAMPLE_ARTICLE_HTML, SAMPLE_FAQ_ANSWER_HTML } from './richTextSamples'

/** The editor as a form holds it: the form keeps the HTML, the editor counts it against its rule. */
function EditorInForm({
  initial,
  kind,
  required,
}: {
  initial: string
  kind: 'article' | 'answer'
  required: boolean
}) {
  const { t } = useTranslation()
  const [html, setHtml] = useState(initial)
  return (
    <div className="max-w-2xl">
      <RichTextEditor
        label={kind === 'article' ? 'Content (English)' : 'คำตอบ (ภาษาไทย)'}
        value={html}
        onChange={setHtml}
        language={kind === 'article' ? 'en' : 'th'}
        rule={kind === 'article' ? ARTICLE_BODY_RULE : SHORT_RICH_TEXT_RULE}
        error={required && !html ? t('validation:rich_text_empty') : null}
      />
    </div>
  )
}

const meta = {
  title: 'UI/RichTextEditor',
  component: EditorInForm,
  args: { initial: '', kind: 'article', required: false },
} satisfies Meta<typeof EditorInForm>

export default meta
type Story = StoryObj<typeof meta>

export const EmptyArticleBody: Story = {}
/** An article body still short of its 200 words. */
export const ShortArticleBody: Story = { args: { initial: SAMPLE_ARTICLE_HTML } }
export const FaqAnswer: Story = { args: { initial: SAMPLE_FAQ_ANSWER_HTML, kind: 'answer' } }
/** The form was sent with nothing written. */
export const Required: Story = { args: { required: true } }
