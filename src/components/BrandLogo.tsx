/** The VERSUS logo; its box is fixed so the navbar never shifts while the image loads. */
export function BrandLogo() {
  return <img className="brand-logo" src="/images/logo.svg" alt="VERSUS" width={128} height={32} />;
}
