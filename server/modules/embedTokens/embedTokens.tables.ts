import type { Generated } from 'kysely'
import type { EmbedWidget } from '../../../src/domain/embedTokens'
import type { CreatedAt, Timestamp } from '../../db/columns'

/** A read-only token for embedded widgets: who minted it, what it shows, where, and until when. */
export interface EmbedTokensTable {
  id: Generated<string>
  minted_by: string
  widgets: EmbedWidget[]
  /** The only Origin its calls are answered from (`https://tool.example.com`). */
  origin: string
  expires_at: Timestamp
  revoked_at: Date | null
  created_at: CreatedAt
}

export interface EmbedTokensTables {
  embed_tokens: EmbedTokensTable
}
