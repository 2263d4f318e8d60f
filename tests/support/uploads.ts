import http from 'node:http'
import type { components } from '../../src/api/schema'
import { apiClient, dataOf } from './apiClient'

export type UploadModule = components['schemas']['UploadModule']

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/**
 * One request with exactly the bytes and headers given (no normalising of the path, no content type
 * added), which fetch cannot do. The answer counts even when the server stops reading the body early.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: Buffer | Buffer[]; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      // A connection of its own, so a refused request cannot leave bytes behind for the next one.
      { host: url.hostname, port: url.port, method, path, headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    let answered = false
    request.on('response', () => {
      answered = true
    })
    request.on('error', (error) => {
      // A server refusing a body may close the connection while it is still being sent; its answer
      // may still be on the way.
      setTimeout(() => {
        if (!answered) reject(error)
      }, 200)
    })
    const parts =
      options.body === undefined ? [] : Array.isArray(options.body) ? options.body : [options.body]
    for (const part of parts) request.write(part)
    request.end()
  })
}

/** Asks for an upload URL and PUTs the bytes there as the browser does (empty Content-Type). */
export async function upload(
  baseUrl: string,
  token: string,
  moduleName: UploadModule,
  fileName: string,
  bytes: Buffer,
): Promise<{ key: string; put: RawResponse }> {
  const signed = dataOf(
    await apiClient(baseUrl, { token }).GET('/upload/upload-signed-url', {
      params: { query: { fileName, moduleName } },
    }),
  )
  const put = await rawRequest(baseUrl, 'PUT', signed.preSignedUrl, {
    body: bytes,
    headers: { 'content-type': '', 'content-length': String(bytes.length) },
  })
  return { key: signed.key, put }
}
