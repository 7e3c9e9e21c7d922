/** Google login starts with a browser navigation to /auth/google (spec §1), not a fetch. */
export function GoogleLoginLink() {
  return (
    <a className="btn btn-secondary auth-google" href="/auth/google">
      Continue with Google
    </a>
  );
}
