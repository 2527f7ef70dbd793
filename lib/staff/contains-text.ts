import 'server-only';
import type { Prisma } from '@/lib/generated/sqlite/client';
import { serverConfig } from '@/lib/server/env';

/**
 * A "contains, any case" filter on a text column that behaves alike on both engines. PostgreSQL compares
 * case-sensitively unless asked (`mode: 'insensitive'` → ILIKE), and only its client knows that option;
 * SQLite's LIKE already ignores case (ASCII letters only: "łukasz" does not find "Łukasz" there).
 */
export function containsText(text: string): Prisma.StringFilter {
  if (serverConfig().database.provider === 'postgresql') {
    // The shared client type is SQLite's, which lacks `mode`; the PostgreSQL client behind it accepts it.
    return { contains: text, mode: 'insensitive' } as Prisma.StringFilter;
  }
  return { contains: text };
}
