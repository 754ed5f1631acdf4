/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), in PGlite and pg alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}
