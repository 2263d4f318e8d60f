import type { Meta, StoryObj } from '@storybook/react-vite'
import { RichTextView } from './RichTextView'
import { SAMPLE_ARTICLE_HTML, SAMPLE_FAQ_ANSWER_HTML } from './richTextSamples'

const meta = {
  title: 'UI/RichTextView',
  component: RichTextView,
  args: { html: SAMPLE_ARTICLE_HTML, className: 'max-w-2xl text-fg' },
} satisfies Meta<typeof RichTextView>

export default meta
type Story = StoryObj<typeof meta>

export const Article: Story = {}
export const FaqAnswer: Story = { args: { html: SAMPLE_FAQ_ANSWER_HTML } }
