/** What a route guard shows while it cannot yet tell whether someone is signed in. */
export function SessionLoading() {
  return (
    <p className="page-status" role="status">
      Loading...
    </p>
  );
}
