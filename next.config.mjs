import createNextIntlPlugin from 'next-intl/plugin';

// The applicant's languages: next-intl's request configuration lives in lib/i18n, not its default i18n/.
// Precompiled messages: the browser gets each message already parsed, and no ICU parser (about 10 KB gzip less on
// every applicant page, tests/api/first-load-js.test.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { format: 'json', path: './lib/i18n/messages', locales: 'infer', precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native/WASM database drivers must be loaded by Node at run time, not bundled.
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', 'pg', '@prisma/adapter-pg'],
  poweredByHeader: false,
  // The barcode reader's WebAssembly, which app/api/cdl-scan/decoder reads from the installed package at run time.
  outputFileTracingIncludes: { '/api/cdl-scan/decoder': ['./node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'] },
  // `npm test` type-checks every file (tsc --noEmit, tests and scripts included) beside the build, and says so
  // with TYPES_CHECKED=1: the build's own check of the app's files would repeat part of that work.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // forbidden() answers a reviewer on an admin-only staff page with 403.
    authInterrupts: true,
    // Turbopack keeps a build cache in .next for the next build: ~18 s of writing on a CI machine's clean clone
    // that no later build will read.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // The employer's 391.23 answer was first posted to /api/safety-history: a page opened then still posts there, and is
  // served where it was (a rewrite: a POST's body should not depend on a client following a redirect). The page's own
  // first address is redirected by proxy.ts.
  async rewrites() {
    return [{ source: '/api/safety-history', destination: '/api/inquiries/answers' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'same-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
      {
        // Pages that carry a secret token in their address — a saved application's resume link, the applicant's
        // copy, the employer's 391.23 response page, a reminder's stop page: no page they link to may learn it (Referer), and no cache may
        // keep them (the last matching rule wins for a header).
        source: '/:area(resume|reuse|copy|inquiries|reminders)/:path*',
        headers: [
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      },
      {
        source: '/api/drafts/:path*',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
      {
        // The applicant's copy: its link carries a token, like a resume link.
        source: '/api/applicant-copy/:path*',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
