import { Button } from '@qr/design-system';
import { authTokenAtom, runtimeConfigAtom } from '@qr/runtime';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_USERS, type DemoUser, signInAsDemo } from './demo-sign-in';
import styles from './page-list.module.css';
import type { StandaloneRoute } from './run-standalone';

/** The route's path with its params filled from the demo data it declares (e.g. a seeded sticker id). */
export function examplePath(route: StandaloneRoute): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => route.params?.[name] ?? `demo-${name}`);
}

function DemoSignIn() {
  const config = useAtomValue(runtimeConfigAtom);
  const [token, setToken] = useAtom(authTokenAtom);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(user: DemoUser) {
    if (!config) return;
    setBusy(true);
    setProblem(null);
    try {
      setToken(await signInAsDemo(config.apiBaseUrl, user));
      setSignedInAs(user.label);
    } catch (error) {
      setProblem(`Sign-in failed (is the local API running? node tools/api/main.ts): ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (token) {
    return (
      <div className={styles.session}>
        <p role="status">Signed in{signedInAs ? ` as ${signedInAs}` : ' (a stored session)'}.</p>
        <Button variant="secondary" size="sm" onClick={() => setToken(null)}>
          Sign out
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.session}>
      <p>Not signed in: the logged-in pages send you to /. Sign in against the local API:</p>
      {DEMO_USERS.map((user) => (
        <Button key={user.phone} size="sm" loading={busy} onClick={() => void signIn(user)}>
          Sign in as {user.label}
        </Button>
      ))}
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

/** Standalone mode's index: every route of the remote, with real links, and a demo sign-in. */
export function PageList({ title, routes }: { title: string; routes: StandaloneRoute[] }) {
  return (
    <nav aria-label={`${title} pages`} className={styles.pageList}>
      <h1>{title} (standalone)</h1>
      <DemoSignIn />
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={examplePath(route)}>{examplePath(route)}</Link>
            {route.path !== examplePath(route) && <span className={styles.pattern}> ({route.path})</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
