import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  ARTICLE_BODY_RULE,
  richTextMeasure,
  richTextProblem,
  SHORT_RICH_TEXT_RULE,
} from '../../domain/richText'
import { RichTextCount } from './RichTextCount'
import { SAMPLE_ARTICLE_HTML } from './richTextSamples'

const countOf = (html: string, rule: typeof ARTICLE_BODY_RULE) => {
  const measure = richTextMeasure(html, 'en')
  return { id: 'count', measure, rule, problem: richTextProblem(measure, rule) }
}

const meta = {
  title: 'UI/RichTextCount',
  component: RichTextCount,
  args: countOf(SAMPLE_ARTICLE_HTML, ARTICLE_BODY_RULE),
} satisfies Meta<typeof RichTextCount>

export default meta
type Story = StoryObj<typeof meta>

/** An article body short of its 200 words. */
export const TooFewWords: Story = {}
export const AnswerWithinItsLimit: Story = {
  args: countOf('<p>Pay by card or bank transfer.</p>', SHORT_RICH_TEXT_RULE),
}
export const AnswerTooLong: Story = { args: countOf(`<p>${'a'.repeat(2600)}</p>`, SHORT_RICH_TEXT_RULE) }
