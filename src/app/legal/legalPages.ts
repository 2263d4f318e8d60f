// The three policies of the footer. Each links to the company's published text when its VITE_* address
// is set at build time, and otherwise to a short page of ours that says who publishes it.
export type LegalPageId = 'privacy_policy' | 'terms_and_conditions' | 'licensing_policy'

export interface LegalPageLink {
  id: LegalPageId
  path: string
  /** The company's own address for the policy, when the build was given one. */
  externalUrl?: string
}

const external = (value: string | undefined) => (value && /^https?:\/\//.test(value) ? value : undefined)

export const LEGAL_PAGES: readonly LegalPageLink[] = [
  {
    id: 'privacy_policy',
    path: '/privacy-policy',
    externalUrl: external(import.meta.env.VITE_PRIVACY_POLICY_URL),
  },
  {
    id: 'terms_and_conditions',
    path: '/terms-and-conditions',
    externalUrl: external(import.meta.env.VITE_TERMS_AND_CONDITIONS_URL),
  },
  {
    id: 'licensing_policy',
    path: '/licensing-policy',
    externalUrl: external(import.meta.env.VITE_LICENSING_POLICY_URL),
  },
]
