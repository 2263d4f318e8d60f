/** Newlines in a chunk, found natively rather than byte by byte in JavaScript. */
function newlines(chunk: Uint8Array): number {
  const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  let count = 0
  for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) count++
  return count
}

/**
 * Downloads an export's link as the browser does (no token: the link carries its ticket), reading the
 * file as it comes without keeping it: its size, its lines and when its first byte came.
 */
export async function downloadExport(url: string) {
  const started = performance.now()
  const response = await fetch(url)
  if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`)
  let bytes = 0
  let lines = 0
  let firstByteMs = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - started
    bytes += chunk.byteLength
    lines += newlines(chunk)
  }
  return { bytes, lines, firstByteMs, seconds: (performance.now() - started) / 1000 }
}
