const base64url = (text: string) => Buffer.from(text).toString('base64url')

/** An unsigned JWT-shaped token: the browser only reads claims, it never verifies them. */
export const fakeJwt = (claims: object): string =>
  `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.signature`
