// Spectral for `npm run lint:api`: the OWASP API Security 2023 rules on the contract (Redocly adds its
// recommended rules, see redocly.yaml). Loaded from node_modules, so it runs offline.
// A rule that does not fit this API is switched off with its reason; where only part of it fits, a
// `contract-` rule below keeps that part.
// biome-ignore-all lint/suspicious/noThenProperty: a Spectral rule is written as `given` and `then`
import { pattern, truthy } from '@stoplight/spectral-functions'
import owasp from '@stoplight/spectral-owasp-ruleset'

/** The error answer `code` is declared with the error shape. */
const declares = (code) => [
  { field: code, function: truthy },
  { field: `${code}.content`, function: truthy },
]

export default {
  extends: [owasp],
  rules: {
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
    // Every operation is rate-limited and its answers carry the RateLimit headers: the stock
    // owasp:api4:2023-rate-limit* rules hold the contract to that; each operation's class, its
    // x-rate-limit, is held by tests/unit/contract-rate-limits.test.ts.
    'owasp:api4:2023-rate-limit-responses-429': 'error',
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
