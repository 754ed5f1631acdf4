/** How many random bytes a generated sign-in secret has (HS256 wants a key of at least 32). */
const SECRET_BYTES = 32;

/** A new TOKEN sign-in secret made in the browser: 32 random bytes, base64url (43 characters). */
export function newSignInSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
