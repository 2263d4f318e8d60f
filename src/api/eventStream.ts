export interface StreamEvent {
  event: string
  data: string
}

/**
 * Reads the text/event-stream format incrementally: feed it chunks as they arrive, it calls `onEvent`
 * for each complete event and `onRetry` with each `retry:` (the milliseconds the server asks a client
 * to wait before reconnecting). Comment lines (the server's heartbeats) and `id:` are ignored.
 */
export function createEventParser(
  onEvent: (event: StreamEvent) => void,
  onRetry: (ms: number) => void = () => {},
) {
  let buffer = ''
  let event = ''
  let data: string[] = []

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') })
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value))
  }

  return (chunk: string) => {
    buffer += chunk
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/)
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next.
      if (end < 0 || (end === buffer.length - 1 && buffer[end] === '\r')) return
      const newline = buffer.startsWith('\r\n', end) ? 2 : 1
      line(buffer.slice(0, end))
      buffer = buffer.slice(end + newline)
    }
  }
}
