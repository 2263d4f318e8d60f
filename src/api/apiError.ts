/** A call the server answered with an error status; `message` is the server's, in the request language. */
export class ApiError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

/** Turns an openapi-fetch result into its data, or throws the server's error. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) return result.data as T
  const body = result.error as { message?: unknown } | undefined
  const message = typeof body?.message === 'string' ? body.message : result.response.statusText
  throw new ApiError(result.response.status, message)
}
