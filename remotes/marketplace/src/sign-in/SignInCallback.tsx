/**
 * The page a sign-in frame or popup comes back to: the window that opened it reads the answer
 * from this page's address and closes it once its own sign-in is done, so it only says what is happening.
 */
export function SignInCallback() {
  return (
    <section aria-labelledby="sign-in-callback">
      <h1 id="sign-in-callback">Signing in…</h1>
      <p>This window closes by itself. If it stays open, close it and try again.</p>
    </section>
  );
}
