import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

export interface StaticSite {
  /** `http://127.0.0.1:<port>`: an origin of its own, as another tool's server would be. */
  origin: string
  close(): Promise<void>
}

/**
 * The files of `dir` on a port of their own on 127.0.0.1, as another tool's page embedding the widgets.
 * `headers` (asked on each answer, so they may name a server started later) go on every answer.
 */
export async function startStaticSite(
  dir: string,
  headers: () => Record<string, string> = () => ({}),
): Promise<StaticSite> {
  const server = http.createServer(async (request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://site').pathname)
    const type = TYPES[path.extname(name)]
    const body = type ? await fs.readFile(path.join(dir, name)).catch(() => null) : null
    if (!body) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...headers() }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
