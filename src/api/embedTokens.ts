import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type EmbedToken = Schemas['EmbedToken']
export type EmbedTokenPage = Schemas['EmbedTokenPage']
export type MintedEmbedToken = Schemas['MintedEmbedToken']
export type EmbedTokenSettings = Schemas['EmbedTokenSettings']
export type CreateEmbedTokenForm = Schemas['CreateEmbedTokenRequest']
export type EmbedTokenQuery = NonNullable<operations['listEmbedTokens']['parameters']['query']>
export type EmbedTokenScope = NonNullable<EmbedTokenQuery['scope']>

/** The cache's keys for embed tokens: openapi-react-query's `[method, path, init]`. */
export const embedTokensKeys = {
  /** Every cached list of tokens, whoever's. */
  lists: readsOf('/admin/embed-tokens'),
  list: (query: EmbedTokenQuery) => ['get', '/admin/embed-tokens', { params: { query } }] as const,
  /** The origins, widgets and lifetimes a token can be minted for: they change only with the server. */
  settings: () => ['get', '/admin/embed-tokens/settings'] as const,
}

/** Mints a token; the answer is the only time its value is seen, so the caller shows it at once. */
export async function createEmbedToken(form: CreateEmbedTokenForm): Promise<MintedEmbedToken> {
  const minted = dataOrThrow(await api.POST('/admin/embed-tokens', { body: form }))
  void invalidateReads(embedTokensKeys.lists)
  return minted
}

/** Revokes a token; answers once the lists on screen have been read again. */
export async function revokeEmbedToken(id: string): Promise<EmbedToken> {
  const revoked = dataOrThrow(await api.DELETE('/admin/embed-tokens/{id}', { params: { path: { id } } }))
  await invalidateReads(embedTokensKeys.lists)
  return revoked
}
