// Spectral for `npm run lint:api`: the OWASP API Security 2023 rules on the contract (Redocly adds its
// recommended rules, see redocly.yaml). Loaded from node_modules, so it runs offline.
// A rule that does not fit this API is switched off with its reason; where only part of it fits, a
// `contract-` rule below keeps that part.
// biome-ignore-all lint/suspicious/noThenProperty: a Spectral rule is written as `given` and `then`
import { falsy, pattern, schema, truthy } from '@stoplight/spectral-functions'
import owasp from '@stoplight/spectral-owasp-ruleset'

const RATE_LIMITED = '$.paths[*][?(@ && @["x-rate-limit"])]'
const NOT_RATE_LIMITED = '$.paths[*][?(@ && @.responses && !@["x-rate-limit"])]'
const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']

/** The error answer `code` is declared with the error shape. */
const declares = (code) => [
  { field: code, function: truthy },
  { field: `${code}.content`, function: truthy },
]

export default {
  extends: [owasp],
  rules: {
    // Only the `x-rate-limit` operations are limited (and send the headers): contract-rate-limit-* below.
    'owasp:api4:2023-rate-limit': 'off',
    // A 429 can only come from a limit: contract-rate-limited-429 below, and the account counters' own 429s.
    'owasp:api4:2023-rate-limit-responses-429': 'off',
    // Public operations (health, sign-in, recovery codes) cannot answer 401: contract-secured-401 below.
    'owasp:api8:2023-define-error-responses-401': 'off',
    // Sign-in and recovery are public by nature; tests/unit/contract-security.test.ts holds every security to its x-permission.
    'owasp:api2:2023-write-restricted': 'off',
    // The health check is public for load balancers; the same test holds every other read to its x-permission.
    'owasp:api2:2023-read-restricted': 'off',
    // Every path is staff-only ("/admin" is the spec's naming, not an audience); role names tell permissions apart.
    'owasp:api5:2023-admin-security-unique': 'off',
    // Same-origin API: the server sends CORS headers only on the reads the widgets make (x-embed-widgets)
    // and only to the origins of EMBED_ORIGINS, a deployment setting no contract can name.
    'owasp:api8:2023-define-cors-origin': 'off',
    // A browser's own download sends no headers, so an export's download ticket rides in its URL: it
    // works once, within a minute, and only its hash is kept. contract-url-keys-are-download-tickets below.
    'owasp:api2:2023-no-api-keys-in-url': 'off',

    'contract-url-keys-are-download-tickets': {
      description: 'The only key a URL may carry is the single-use download ticket of an export.',
      severity: 'error',
      given: '$.components.securitySchemes[?(@ && @.type == "apiKey" && @.in != "header")]~',
      then: { function: pattern, functionOptions: { match: '^downloadTicket$' } },
    },
    'contract-rate-limit-headers': {
      description:
        'Every 2XX and 4XX answer of a rate-limited operation declares the RateLimit headers it carries.',
      severity: 'error',
      given: `${RATE_LIMITED}.responses[?(@property.match(/^(2|4)/))]`,
      then: {
        field: 'headers',
        function: schema,
        functionOptions: { schema: { type: 'object', required: RATE_LIMIT_HEADERS } },
      },
    },
    'contract-rate-limit-headers-only-where-sent': {
      description:
        'Operations the server does not rate-limit send no RateLimit headers, so they declare none.',
      severity: 'error',
      given: `${NOT_RATE_LIMITED}.responses[*].headers`,
      then: RATE_LIMIT_HEADERS.map((field) => ({ field, function: falsy })),
    },
    'contract-rate-limited-429': {
      description: 'A rate-limited operation declares its 429 answer.',
      severity: 'error',
      given: `${RATE_LIMITED}.responses`,
      then: declares('429'),
    },
    'contract-secured-401': {
      description: 'An operation that needs a token declares its 401 answer.',
      severity: 'error',
      given: '$.paths[*][?(@ && @.security && @.security.length > 0)].responses',
      then: declares('401'),
    },
    'contract-permission-403': {
      description: 'An operation that needs a permission declares its 403 answer.',
      severity: 'error',
      given:
        '$.paths[*][?(@ && @["x-permission"] && (@["x-permission"].feature || @["x-permission"].anyOf))].responses',
      then: declares('403'),
    },
  },
}
