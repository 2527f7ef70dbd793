import NextLink from 'next/link';

/**
 * The landing screen: plain HTML from the server, styled by components/plain-styles.ts, so the page runs no more
 * script than Next itself, the navigation bar's toggle and the link need.
 */
export function HomeScreen({ compCode }: { compCode: string }) {
  return (
    <div className="home-screen__screen">
      {/* An SVG needs no image optimisation, and next/image is a client component (script for nothing here). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/logo.svg"
        alt="Driver Application logo"
        width={320}
        height={170}
        decoding="async"
        fetchPriority="high"
        className="home-screen__logo"
      />
      <h1 className="home-screen__title">Driver Application</h1>
      <p className="home-screen__text">
        Apply for a commercial driver (CDL) job. Have your license, the past three years of your driving record and
        your recent employers at hand; it takes about 15 minutes.
      </p>
      <hr className="home-screen__divider" />
      <NextLink href={`/application/${compCode}`} className="home-screen__button">
        Start Driver Application
      </NextLink>
    </div>
  );
}

/** The applicant's "Page not found", in the same plain style. */
export function NotFoundScreen() {
  return (
    <div className="home-screen__not-found">
      <h1 className="home-screen__title">Page not found</h1>
      <p className="home-screen__text">The address may be mistyped, or the page may have moved.</p>
      <NextLink href="/" className="home-screen__button home-screen__medium">
        Go to the home page
      </NextLink>
    </div>
  );
}
