/** Lets keyboard and screen-reader users jump past the navigation bar; visible only while focused. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link__link">
      Skip to main content
    </a>
  );
}
