/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_PHONE?: string
  readonly VITE_SUPPORT_EMAIL?: string
  /** The company's published policies; the footer links to our short pages when these are unset. */
  readonly VITE_PRIVACY_POLICY_URL?: string
  readonly VITE_TERMS_AND_CONDITIONS_URL?: string
  readonly VITE_LICENSING_POLICY_URL?: string
  /** Firebase web push: the web app's config from the Firebase console; push is off unless all are set. */
  readonly VITE_FIREBASE_API_KEY?: string
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_FIREBASE_PROJECT_ID?: string
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string
  readonly VITE_FIREBASE_APP_ID?: string
  /** The web push certificate's public key (Cloud Messaging settings). */
  readonly VITE_FIREBASE_VAPID_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
