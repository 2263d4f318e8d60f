/**
 * Puts text on the clipboard. The Clipboard API needs a secure context and the page's focus; the old
 * selection-and-copy way still works on plain-http intranet hosts, so it is the fallback.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    const focused = document.activeElement as HTMLElement | null
    document.body.append(area)
    area.select()
    try {
      return document.execCommand('copy')
    } catch {
      return false
    } finally {
      area.remove()
      focused?.focus()
    }
  }
}
