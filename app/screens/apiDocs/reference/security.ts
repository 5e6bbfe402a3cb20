import type { SecurityRequirement, SecuritySchemeObject } from './openApi';
import { slug } from './operations';

/** One scheme a call may use, with the scopes (here, roles such as `admin`) it must carry. */
export interface SchemeNeeded {
  scheme: string;
  scopes: string[];
}

/** Who may call an operation: the alternatives (all schemes of one together), and whether anyone may call it anyway. */
export interface AccessNeeded {
  alternatives: SchemeNeeded[][];
  /** True when a call without credentials is let in too (no requirement, or an empty one among them). */
  open: boolean;
}

export function accessNeeded(requirements: readonly SecurityRequirement[]): AccessNeeded {
  const alternatives = requirements
    .map((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes : [] })))
    .filter((schemes) => schemes.length > 0);
  return { alternatives, open: alternatives.length < requirements.length || requirements.length === 0 };
}

/** How a request carries a scheme's credentials, as the line to send: `Authorization: Bearer <token>`. */
export function credentialsLine(scheme: SecuritySchemeObject): string | null {
  if (scheme.type === 'http') {
    const name = (scheme.scheme ?? '').toLowerCase();
    if (name === 'bearer') return `Authorization: Bearer <${scheme.bearerFormat ?? 'token'}>`;
    if (name === 'basic') return 'Authorization: Basic <base64 of user:password>';
    return `Authorization: ${scheme.scheme ?? ''} <credentials>`;
  }
  if (scheme.type === 'apiKey' && scheme.name) {
    if (scheme.in === 'query') return `?${scheme.name}=<key>`;
    if (scheme.in === 'cookie') return `Cookie: ${scheme.name}=<value>`;
    return `${scheme.name}: <key>`;
  }
  return null;
}

/** The page's anchor for a scheme's explanation in the introduction. */
export const schemeAnchor = (name: string) => `auth-${slug(name)}`;
