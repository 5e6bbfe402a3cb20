import type { SignatureScheme } from './describe';

export type SecuritySchemeName = 'session' | 'apiKey' | SignatureScheme;

interface SecurityScheme {
  type: 'http' | 'apiKey';
  scheme?: 'bearer';
  in?: 'header';
  name?: string;
  description: string;
}

/** How callers prove who they are; a route's security names one or more of these. */
export const SECURITY_SCHEMES: Readonly<Record<SecuritySchemeName, SecurityScheme>> = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A session token: sign-in's redirect hands it to the app as `token`. A requirement naming `admin` lets on only the site's admins.",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description: "An API key: the plugin's (from POST /api/v1/tokens/public) or one an admin made (POST /api/v1/tokens).",
  },
  pluginSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      "Base64 of HMAC-SHA256 over X-Timestamp followed by X-Nonce, keyed with the plugin's signing key. A nonce is taken once; a timestamp more than 5 minutes off is refused.",
  },
  discordSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature-Ed25519',
    description: "Discord's Ed25519 signature (hex) of X-Signature-Timestamp followed by the exact body, checked with the application's public key.",
  },
};
