import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { Language } from '../domain/constants'
import { ContentLanguageSwitch } from './ContentLanguageSwitch'

/** The switch as a form holds it: the form decides whether a switch goes ahead. */
function Switching({ initial }: { initial: Language }) {
  const [language, setLanguage] = useState(initial)
  return <ContentLanguageSwitch value={language} onChange={setLanguage} />
}

const meta = {
  title: 'UI/ContentLanguageSwitch',
  component: Switching,
  args: { initial: 'en' },
} satisfies Meta<typeof Switching>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {}
export const Thai: Story = { args: { initial: 'th' } }
