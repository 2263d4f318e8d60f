import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TextField } from '../../../src/ui/TextField'

const RULE = 'At least 8 characters, with a letter, a digit and a special character.'
const occurrences = (html: string, text: string) => html.split(text).length - 1

describe('a text field with a hint', () => {
  it('shows the password rule once when the error is the rule itself', () => {
    const html = renderToStaticMarkup(<TextField label="Password" hint={RULE} error={RULE} />)
    expect(occurrences(html, RULE)).toBe(1)
    expect(html).toContain('role="alert"')
  })

  it('keeps the hint beside an error that says something else', () => {
    const html = renderToStaticMarkup(<TextField label="Password" hint={RULE} error="Enter a password." />)
    expect(occurrences(html, RULE)).toBe(1)
    expect(html).toContain('Enter a password.')
    expect(renderToStaticMarkup(<TextField label="Password" hint={RULE} />)).toContain(RULE)
  })
})
