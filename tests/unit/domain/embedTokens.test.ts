import { describe, expect, it } from 'vitest'
import { embedSnippet, originOf, widgetsMayRead } from '../../../src/domain/embedTokens'

describe('embed tokens', () => {
  it('reads an origin as a browser sends it, and nothing that is more or less than an origin', () => {
    expect(originOf('https://Tool.Example.com/')).toBe('https://tool.example.com')
    expect(originOf('https://tool.example.com:443')).toBe('https://tool.example.com')
    expect(originOf('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
    for (const text of [
      'tool.example.com',
      'https://tool.example.com/page',
      'https://tool.example.com?x=1',
      'https://user:pass@tool.example.com',
      'javascript://tool.example.com',
      'null',
      '',
    ])
      expect(originOf(text), text).toBeNull()
  })

  it('lets a token serve a read when one of its widgets makes that read', () => {
    expect(widgetsMayRead(['bo-order-table'], ['bo-order-table'])).toBe(true)
    expect(widgetsMayRead(['bo-order-table', 'bo-order-status'], ['bo-order-status'])).toBe(true)
    expect(widgetsMayRead(['bo-order-table'], ['bo-order-status'])).toBe(false)
    expect(widgetsMayRead(['bo-order-table'], [])).toBe(false)
  })

  it('writes a snippet that loads the bundle and each chosen widget with the token', () => {
    const snippet = embedSnippet({
      apiBase: 'https://bo.example.com',
      token: 'a.b.c',
      widgets: ['bo-order-status'],
      lang: 'th',
    })
    expect(snippet.split('\n')).toEqual([
      '<script type="module" src="https://bo.example.com/widgets/bo-widgets.js"></script>',
      '<bo-order-status api-base="https://bo.example.com" token="a.b.c" lang="th" order-id="ORDER_ID"></bo-order-status>',
    ])
  })

  it('writes the sales chart with the range and country it reads', () => {
    const snippet = embedSnippet({
      apiBase: 'https://bo.example.com',
      token: 'a.b.c',
      widgets: ['bo-sales-chart'],
      lang: 'en',
    })
    expect(snippet.split('\n')[1]).toBe(
      '<bo-sales-chart api-base="https://bo.example.com" token="a.b.c" lang="en" range="30d" country="TH"></bo-sales-chart>',
    )
  })
})
