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

/**
 * The HTTP status a failed call answered: an ApiError's, or the `statusCode` of the contract's error body
 * (what the query cache's calls throw). Undefined when the server never answered (network, timeout).
 */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof error === 'object' && typeof statusCode === 'number' ? statusCode : undefined
}
